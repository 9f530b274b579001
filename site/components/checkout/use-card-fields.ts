'use client';
// The gateway's hosted card fields, mounted in a container while `active`: a capture context for this page's origin,
// the gateway's client script, then its iframe. `again()` mounts a fresh, empty set (for another card). Shared by the
// checkout's card payment and the account's add-a-card.
import { useEffect, useRef, useState } from 'react';
import { callFailure } from '@/lib/checkout/client-api.ts';
import { type CardFields, captureContext, loadClientLibrary } from '@/lib/checkout/payment-client.ts';

export type FieldsState = 'loading' | 'ready' | 'unavailable';

export function useCardFields(siteId: string, active: boolean, onUnavailable: (message: string) => void) {
  const host = useRef<HTMLDivElement>(null);
  const fields = useRef<CardFields | null>(null);
  const [state, setState] = useState<FieldsState>('loading');
  const [generation, setGeneration] = useState(0);
  const failed = useRef(onUnavailable);
  failed.current = onUnavailable;

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the remount signal
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let mounted: CardFields | null = null;
    setState('loading');
    (async () => {
      try {
        const context = await captureContext(siteId);
        await loadClientLibrary(context.clientLibrary);
        const microform = window.SandboxMicroform;
        if (cancelled) return;
        if (!microform || !host.current) throw new Error('no card fields');
        mounted = await microform.mount({
          captureContext: context.captureContext,
          container: host.current,
          title: 'Card details',
        });
        if (cancelled) {
          mounted.destroy();
          return;
        }
        fields.current = mounted;
        setState('ready');
      } catch (failure) {
        if (cancelled) return;
        setState('unavailable');
        failed.current(callFailure(failure).message);
      }
    })();
    return () => {
      cancelled = true;
      mounted?.destroy();
      fields.current = null;
    };
  }, [generation, siteId, active]);

  return { host, fields, state, generation, again: () => setGeneration((value) => value + 1) };
}

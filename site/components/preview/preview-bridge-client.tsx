'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { VisualEditing, type VisualEditingProps } from 'next-sanity/visual-editing/client-component';
import { perspectiveChangeAction } from 'next-sanity/visual-editing/server-actions';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from '@/lib/client/storage.ts';
import { type ConnectionState, createConnectionMachine } from '@/lib/preview/connection.ts';
import { forgetVse, rememberVse, withoutVse, withVse } from '@/lib/preview/vse.ts';
import * as styles from './preview.css.ts';

type HistoryRefresh = Parameters<NonNullable<VisualEditingProps['refresh']>>[0];

/** How long edits are gathered before one refresh (the Studio saves in bursts while an editor types). */
const REFRESH_COALESCE_MS = 150;

const messages: Record<ConnectionState, string> = {
  connecting: 'Connecting to live updates…',
  connected: 'Live: saved changes appear here.',
  failed: 'Live updates are unavailable. Try again, or reload the page to see saved changes.',
};

/**
 * The editor's side of the preview, rendered only in draft mode: Sanity's visual editing overlays (click-to-edit on
 * the `data-sanity` attributes) with a server refresh whenever a document is saved, the live event stream with its
 * connection state, the spec's `vse` parameter kept for later paths, and a status bar with "Exit preview".
 */
export function PreviewBridgeClient({ showing }: { showing: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const scheduleRefresh = useCallback(() => {
    if (refreshTimer.current !== null) return;
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      startTransition(() => router.refresh());
    }, REFRESH_COALESCE_MS);
  }, [router]);

  useEffect(
    () => () => {
      if (refreshTimer.current !== null) clearTimeout(refreshTimer.current);
    },
    [],
  );

  // Live events: every commit (drafts included) refreshes the page from the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reopens the stream when the editor retries.
  useEffect(() => {
    const machine = createConnectionMachine({ onChange: setConnection });
    setConnection(machine.state);
    const source = new EventSource('/api/draft-mode/live');
    let welcomed = false;
    source.addEventListener('welcome', () => {
      // After a reconnect, catch up on whatever was saved while the stream was down.
      if (welcomed) scheduleRefresh();
      welcomed = true;
      machine.connected();
    });
    source.addEventListener('message', scheduleRefresh);
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) machine.failed();
      else machine.lost();
    });
    return () => {
      source.close();
      machine.dispose();
    };
  }, [attempt, scheduleRefresh]);

  // The spec's `vse`: remember it from the address, and put it back on every later path of this tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every client-side navigation.
  useEffect(() => {
    const vse = rememberVse(window.location.search, browserStorage('session'));
    if (!vse) return;
    const next = withVse(window.location.href, vse, window.location.origin);
    if (next !== window.location.href) window.history.replaceState(null, '', next);
  }, [pathname, searchParams]);

  const refresh = useCallback(
    (payload: HistoryRefresh) => {
      // `mutation`: the Studio saved a change to a document on this page; `manual`: the editor pressed refresh.
      if (payload.source !== 'manual' && payload.source !== 'mutation') return false;
      scheduleRefresh();
      return new Promise<void>((resolve) => setTimeout(resolve, 1000));
    },
    [scheduleRefresh],
  );

  const query = searchParams.toString();
  const exitHref = `/api/draft-mode/disable?redirectTo=${encodeURIComponent(withoutVse(`${pathname}${query ? `?${query}` : ''}`))}`;

  return (
    <>
      <aside className={styles.bar} aria-label="Preview" data-preview-connection={connection}>
        <p className={styles.status} role="status" ref={statusRef} tabIndex={-1}>
          <span className={styles.dot[connection]} aria-hidden="true" />
          <span>
            <span className={styles.label}>Preview</span> of {showing}. {messages[connection]}
          </span>
        </p>
        {connection === 'failed' ? (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              // The button goes away while connecting: keep keyboard focus on the status it updates.
              statusRef.current?.focus();
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        ) : null}
        <a className={styles.action} href={exitHref} onClick={() => forgetVse(browserStorage('session'))}>
          Exit preview
        </a>
      </aside>
      <VisualEditing refresh={refresh} onPerspectiveChange={perspectiveChangeAction} />
    </>
  );
}

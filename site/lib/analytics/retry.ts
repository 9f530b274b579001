// Spec §9 analytics retries: an event that needs something not there yet (the analytics object the shell installs
// after hydration, the promotion streamed in after the page) tries again — a promo view up to 5 times at 200 ms, an
// A/B event up to 50 times at 100 ms — and is dropped quietly after the last try.

export const PROMO_VIEW_RETRY = { retries: 5, intervalMs: 200 } as const;
export const AB_EVENT_RETRY = { retries: 50, intervalMs: 100 } as const;

export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number;
  intervalMs: number;
}

export interface Retrying {
  /** Stops waiting (the page left, the component went away). */
  cancel(): void;
}

/**
 * Calls `attempt` now and, while it answers false, again every `intervalMs`, at most `retries` more times. `onGiveUp`
 * runs after the last failed try. Timers are the global ones (fake timers in tests).
 */
export function retryUntil(attempt: () => boolean, policy: RetryPolicy, onGiveUp?: () => void): Retrying {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  let tries = 0;
  const run = () => {
    timer = undefined;
    if (cancelled) return;
    tries += 1;
    if (attempt()) return;
    if (tries > policy.retries) {
      onGiveUp?.();
      return;
    }
    timer = setTimeout(run, policy.intervalMs);
  };
  run();
  return {
    cancel() {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

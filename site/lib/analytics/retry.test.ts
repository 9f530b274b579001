// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAnalytics } from './client.ts';
import { trackConversion, trackExperiments, trackPromoViews } from './page-events.ts';
import type { AnalyticsBody } from './records.ts';
import { AB_EVENT_RETRY, PROMO_VIEW_RETRY, retryUntil } from './retry.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  sessionStorage.clear();
  delete window.shopAnalytics;
});

describe('spec §9 retry counts and intervals', () => {
  it('promo view: up to 5 times at 200 ms', () => {
    expect(PROMO_VIEW_RETRY).toEqual({ retries: 5, intervalMs: 200 });
    expect(AB_EVENT_RETRY).toEqual({ retries: 50, intervalMs: 100 });
  });

  it('tries now, then every interval, at most `retries` more times, then gives up', () => {
    const attempt = vi.fn(() => false);
    const gaveUp = vi.fn();
    retryUntil(attempt, { retries: 5, intervalMs: 200 }, gaveUp);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(800);
    expect(attempt).toHaveBeenCalledTimes(6);
    expect(gaveUp).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(attempt).toHaveBeenCalledTimes(6);
  });

  it('stops at the first success, and a cancelled wait tries no more', () => {
    let ready = false;
    const attempt = vi.fn(() => ready);
    retryUntil(attempt, { retries: 50, intervalMs: 100 });
    vi.advanceTimersByTime(300);
    ready = true;
    vi.advanceTimersByTime(100);
    expect(attempt).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(1000);
    expect(attempt).toHaveBeenCalledTimes(5);

    const never = vi.fn(() => false);
    retryUntil(never, { retries: 50, intervalMs: 100 }).cancel();
    vi.advanceTimersByTime(10_000);
    expect(never).toHaveBeenCalledTimes(1);
  });
});

function analytics() {
  const sent: AnalyticsBody[] = [];
  return {
    sent,
    install: () =>
      installAnalytics(async (body) => {
        sent.push(body);
        return true;
      }),
  };
}

describe('promo views wait for the analytics object and the promotion (5 × 200 ms)', () => {
  it('a promotion streamed in after 600 ms is reported once, when both are there', () => {
    const a = analytics();
    trackPromoViews('/');
    vi.advanceTimersByTime(200);
    a.install();
    vi.advanceTimersByTime(200);
    expect(a.sent).toEqual([]);
    document.body.innerHTML =
      '<aside data-promo-id="k1"></aside><aside data-promo-id="k2"></aside><aside data-promo-id="k1"></aside>';
    vi.advanceTimersByTime(200);
    expect(a.sent).toEqual([
      { kind: 'visit', recordType: 'event', path: '/', eventName: 'promo_view', recordId: 'k1' },
      { kind: 'visit', recordType: 'event', path: '/', eventName: 'promo_view', recordId: 'k2' },
    ]);
    vi.advanceTimersByTime(2000);
    expect(a.sent).toHaveLength(2);
  });

  it('after the fifth retry (1 s) nothing is sent, even if the promotion comes later', () => {
    const a = analytics();
    a.install();
    trackPromoViews('/');
    vi.advanceTimersByTime(1000);
    document.body.innerHTML = '<aside data-promo-id="late"></aside>';
    vi.advanceTimersByTime(5000);
    expect(a.sent).toEqual([]);
  });

  it('at the fifth retry it is still in time', () => {
    const a = analytics();
    a.install();
    trackPromoViews('/');
    vi.advanceTimersByTime(999);
    document.body.innerHTML = '<aside data-promo-id="late"></aside>';
    vi.advanceTimersByTime(1);
    expect(a.sent.map((e) => e.recordId)).toEqual(['late']);
  });
});

describe('A/B events wait for the analytics object (50 × 100 ms), once per session', () => {
  const assignment = [{ experiment: 'sticky-add-to-bag', variant: 'sticky' }];

  it('an object installed after 4.9 s still gets the event; one installed after 5 s does not', () => {
    const a = analytics();
    trackExperiments(assignment, '/shop/p/da1', sessionStorage);
    vi.advanceTimersByTime(4900);
    a.install();
    vi.advanceTimersByTime(100);
    expect(a.sent).toEqual([
      {
        kind: 'visit',
        recordType: 'event',
        path: '/shop/p/da1',
        eventName: 'experiment',
        recordId: 'sticky-add-to-bag',
        variant: 'sticky',
      },
    ]);
    // Again in the same session: nothing more.
    trackExperiments(assignment, '/', sessionStorage);
    vi.advanceTimersByTime(100);
    expect(a.sent).toHaveLength(1);

    sessionStorage.clear();
    delete window.shopAnalytics;
    const late = analytics();
    trackExperiments(assignment, '/', sessionStorage);
    vi.advanceTimersByTime(5000);
    late.install();
    vi.advanceTimersByTime(1000);
    expect(late.sent).toEqual([]);
  });
});

describe('the conversion', () => {
  it('is sent once per order when the analytics object comes', () => {
    const a = analytics();
    trackConversion('10000042', sessionStorage);
    vi.advanceTimersByTime(200);
    a.install();
    vi.advanceTimersByTime(200);
    trackConversion('10000042', sessionStorage);
    vi.advanceTimersByTime(1000);
    expect(a.sent).toEqual([
      { kind: 'order', recordType: 'conversion', path: '/checkout/order-confirmation', recordId: '10000042' },
    ]);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime.js';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATH, ANALYTICS_SESSION_COOKIE } from '@/lib/analytics/client.ts';
import { toggles } from '@/lib/toggles/names.ts';
import type { FrontendToggle } from '@/lib/toggles/toggle-set.ts';
import { TogglesProvider } from '@/lib/toggles/toggles-provider.tsx';
import { AnalyticsShell } from './analytics-shell.tsx';

// The page's address as Next.js's router provides it (its pathname context); a client navigation changes it.
const nav = { pathname: '/shop/p/da100001' };
const onPage = (children: ReactNode) => (
  <PathnameContext.Provider value={nav.pathname}>{children}</PathnameContext.Provider>
);

const on = (name: string, variant: FrontendToggle['variant'] = { name: 'disabled', enabled: false }) => ({
  name,
  enabled: true,
  variant,
  impressionData: false,
});

let fetchSpy: ReturnType<typeof vi.fn>;
const sent = () =>
  fetchSpy.mock.calls
    .filter(([url]) => url === ANALYTICS_PATH)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

let served: FrontendToggle[] = [];
function shell(list: FrontendToggle[]) {
  served = list;
  return render(
    onPage(
      <TogglesProvider bootstrap={list} url="http://127.0.0.1:9/proxy" clientKey="k" refreshInterval={3600}>
        <div data-track-view="DA100001" />
        <aside data-promo-id="banner1" />
        <AnalyticsShell />
      </TogglesProvider>,
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // The toggle proxy answers what the page was rendered with; the analytics route takes the event.
  fetchSpy = vi.fn(async (url: RequestInfo | URL) =>
    String(url).startsWith('http://127.0.0.1:9/proxy')
      ? Response.json({ toggles: served })
      : Response.json({ recorded: true, private: true }, { status: 202 }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  nav.pathname = '/shop/p/da100001';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the page's cookies.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

describe('the application shell’s analytics', () => {
  it('reports the page, its promotions and the experiment the shopper is in, then each page the shopper goes to', async () => {
    const view = shell([
      on(toggles.enhancedTracking),
      on(toggles.abTesting),
      on(toggles.stickyAddToBag, { name: 'sticky', enabled: true }),
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(sent()).toEqual([
      { kind: 'visit', recordType: 'product', path: '/shop/p/da100001', recordId: 'DA100001' },
      { kind: 'visit', recordType: 'event', path: '/shop/p/da100001', eventName: 'promo_view', recordId: 'banner1' },
      {
        kind: 'visit',
        recordType: 'event',
        path: '/shop/p/da100001',
        eventName: 'experiment',
        recordId: 'sticky-add-to-bag',
        variant: 'sticky',
      },
    ]);
    // Client navigation to the bag: one more page view (the experiment was reported for this session already).
    nav.pathname = '/shop/bag';
    view.rerender(
      onPage(
        <TogglesProvider
          bootstrap={[
            on(toggles.enhancedTracking),
            on(toggles.abTesting),
            on(toggles.stickyAddToBag, { name: 'sticky', enabled: true }),
          ]}
          url="http://127.0.0.1:9/proxy"
          clientKey="k"
          refreshInterval={3600}
        >
          <aside data-promo-id="banner1" />
          <AnalyticsShell />
        </TogglesProvider>,
      ),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(sent().slice(3)).toEqual([
      { kind: 'visit', recordType: 'basket', path: '/shop/bag' },
      { kind: 'visit', recordType: 'event', path: '/shop/bag', eventName: 'promo_view', recordId: 'banner1' },
    ]);
  });

  it('without enhanced tracking or A/B testing: the page view only', async () => {
    shell([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(sent()).toEqual([{ kind: 'visit', recordType: 'product', path: '/shop/p/da100001', recordId: 'DA100001' }]);
  });

  it('without consent no analytics cookie is written; with consent for analytics the session cookie is', async () => {
    shell([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(document.cookie).not.toContain(ANALYTICS_SESSION_COOKIE);
    cleanup();
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the shopper's consent.
    document.cookie = `cookieConsent=${encodeURIComponent('v1:1.2')}; Path=/`;
    shell([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(document.cookie).toContain(`${ANALYTICS_SESSION_COOKIE}=`);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The fetcher keeps page state (leaving for sign-out) at module level: each test loads it afresh in a fake window.
async function load() {
  const assign = vi.fn();
  const listeners = new Map<string, (event: { persisted: boolean }) => void>();
  vi.stubGlobal('window', {
    location: { assign, pathname: '/shop/myaccount/Overview.action', search: '?finalTarget=accountmainmenu' },
    addEventListener: (type: string, listener: (event: { persisted: boolean }) => void) =>
      listeners.set(type, listener),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 'UNAUTHORISED' }), { status: 401 })),
  );
  vi.resetModules();
  const module = await import('./fetcher.ts');
  return { ...module, assign, pageshow: (persisted: boolean) => listeners.get('pageshow')?.({ persisted }) };
}

describe('fetcher and a 401', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the shopper to sign-in and back to the page they were on', async () => {
    const { fetcher, assign, FetchError } = await load();
    await expect(fetcher('/api/customer')).rejects.toBeInstanceOf(FetchError);
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      `/api/sign-in?redirectTo=${encodeURIComponent('/shop/myaccount/Overview.action?finalTarget=accountmainmenu')}`,
    );
  });

  it('leaves a sign-out under way alone: the 401 of a call still in flight does not become a sign-in', async () => {
    const { fetcher, assign, signOutTo } = await load();
    const call = fetcher('/api/customer');
    signOutTo('/api/sign-out?redirectTo=%2F');
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/sign-out?redirectTo=%2F');
  });

  it('after a sign-out link is clicked, likewise; a page restored from the back-forward cache starts afresh', async () => {
    const { fetcher, assign, markSigningOut, pageshow } = await load();
    markSigningOut();
    await expect(fetcher('/api/customer')).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
    pageshow(false);
    await expect(fetcher('/api/customer')).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
    pageshow(true);
    await expect(fetcher('/api/customer')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

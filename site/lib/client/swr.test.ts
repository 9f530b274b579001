import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCHER_ERROR_MESSAGE, FetchError } from './fetcher.ts';
import { isCatalogueRequest, onErrorRetry, swrConfig } from './swr.ts';

type Revalidate = Parameters<typeof onErrorRetry>[3];
const config = swrConfig as Parameters<typeof onErrorRetry>[2];

describe('swr settings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns focus revalidation off with a 60 s throttle and uses the shop fetcher', () => {
    expect(swrConfig.revalidateOnFocus).toBe(false);
    expect(swrConfig.focusThrottleInterval).toBe(60_000);
    expect(new FetchError(500, null).message).toBe(FETCHER_ERROR_MESSAGE);
  });

  it('retries other calls every 5 seconds', () => {
    const revalidate = vi.fn() as unknown as Revalidate;
    for (const retryCount of [1, 2, 3]) {
      onErrorRetry(new FetchError(500, null), '/api/shop/bag', config, revalidate, { retryCount, dedupe: true });
      vi.advanceTimersByTime(4_999);
      expect(revalidate).toHaveBeenCalledTimes(retryCount - 1);
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledTimes(retryCount);
    }
  });

  it('retries product, category, search and suggest calls once, after 60 seconds', () => {
    const revalidate = vi.fn() as unknown as Revalidate;
    onErrorRetry(new FetchError(503, null), '/api/search-suggest?q=dre', config, revalidate, {
      retryCount: 1,
      dedupe: true,
    });
    vi.advanceTimersByTime(59_999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
    onErrorRetry(new FetchError(503, null), '/api/search-suggest?q=dre', config, revalidate, {
      retryCount: 2,
      dedupe: true,
    });
    vi.advanceTimersByTime(120_000);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('never retries a 401 (the fetcher has sent the shopper to sign-in)', () => {
    const revalidate = vi.fn() as unknown as Revalidate;
    onErrorRetry(new FetchError(401, null), '/api/search-history/history?accountId=a', config, revalidate, {
      retryCount: 1,
      dedupe: true,
    });
    vi.advanceTimersByTime(120_000);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('knows which calls are catalogue calls', () => {
    expect(isCatalogueRequest('/api/shop/p/products?baseproducts=da1')).toBe(true);
    expect(isCatalogueRequest(['/api/search-suggest?q=abc', 1])).toBe(true);
    expect(isCatalogueRequest('http://dal.localhost/api/shop/p/products')).toBe(true);
    expect(isCatalogueRequest('/api/shop/bag')).toBe(false);
    expect(isCatalogueRequest('/api/shop/promotions')).toBe(false);
    expect(isCatalogueRequest(null)).toBe(false);
  });
});

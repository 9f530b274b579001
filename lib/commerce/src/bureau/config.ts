// Credit bureau settings from the environment (see .env.example): where the bureau is and the shop's key. Locally they
// point at the sandbox's bureau.
import { type HttpCreditBureauOptions, httpCreditBureau } from './http.ts';
import type { CreditBureau } from './provider.ts';

export const DEFAULT_BUREAU_URL = 'http://127.0.0.1:3200';
export const DEFAULT_BUREAU_KEY = 'shop-local-bureau-key';

export function creditBureauFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Pick<HttpCreditBureauOptions, 'timeoutMs' | 'fetch'>> = {},
): CreditBureau {
  return httpCreditBureau({
    baseUrl: env.BUREAU_URL || DEFAULT_BUREAU_URL,
    key: env.BUREAU_KEY?.split(',')[0]?.trim() || DEFAULT_BUREAU_KEY,
    ...overrides,
  });
}

// Miyo settings from the environment (see .env.example): where the provider is and the shop's merchant key (which also
// signs Miyo's callbacks). Locally they point at the sandbox's Miyo.
import { type HttpMiyoOptions, httpMiyo } from './http.ts';
import type { MiyoProvider } from './provider.ts';

export const DEFAULT_MIYO_URL = 'http://127.0.0.1:3200';
export const DEFAULT_MIYO_KEY = 'shop-local-miyo-key';

export function miyoFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Pick<HttpMiyoOptions, 'timeoutMs' | 'fetch'>> = {},
): MiyoProvider {
  return httpMiyo({
    baseUrl: env.MIYO_URL || DEFAULT_MIYO_URL,
    key: env.MIYO_KEY?.split(',')[0]?.trim() || DEFAULT_MIYO_KEY,
    ...overrides,
  });
}

// Address-lookup settings from the environment (see .env.example): where the provider is and the key the shop uses.
import type { AddressLookup } from './address-lookup.ts';
import { loqateAddressLookup } from './loqate.ts';

export const DEFAULT_ADDRESS_LOOKUP_URL = 'http://127.0.0.1:3200';
export const DEFAULT_ADDRESS_LOOKUP_KEY = 'SH11-OP22-LO33-CL44';

export function addressLookupFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Pick<Parameters<typeof loqateAddressLookup>[0], 'timeoutMs' | 'retryDelayMs' | 'fetch'>> = {},
): AddressLookup {
  return loqateAddressLookup({
    baseUrl: env.ADDRESS_LOOKUP_URL || DEFAULT_ADDRESS_LOOKUP_URL,
    key: env.ADDRESS_LOOKUP_KEY?.split(',')[0]?.trim() || DEFAULT_ADDRESS_LOOKUP_KEY,
    ...overrides,
  });
}

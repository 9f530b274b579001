// Parcel-shop finder settings from the environment (see .env.example): where the carrier's finder is and its key.
import { httpParcelShopFinder } from './http.ts';
import type { ParcelShopFinder } from './parcel-shops.ts';

export const DEFAULT_PARCEL_SHOPS_URL = 'http://127.0.0.1:3200';
export const DEFAULT_PARCEL_SHOPS_API_KEY = 'shop-local-parcel-shops-key';

export function parcelShopFinderFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Pick<Parameters<typeof httpParcelShopFinder>[0], 'timeoutMs' | 'fetch'>> = {},
): ParcelShopFinder {
  return httpParcelShopFinder({
    baseUrl: env.PARCEL_SHOPS_URL || DEFAULT_PARCEL_SHOPS_URL,
    apiKey: env.PARCEL_SHOPS_API_KEY?.split(',')[0]?.trim() || DEFAULT_PARCEL_SHOPS_API_KEY,
    ...overrides,
  });
}

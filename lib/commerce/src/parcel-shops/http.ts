// HTTP adapter for the carrier's parcel-shop finder (`GET {baseUrl}/parcel-shops?postcode=…`, `GET
// {baseUrl}/parcel-shops/{id}`, key in `X-Api-Key`). Locally the base URL is the sandbox's finder. Answers are checked
// with zod; services this code does not know are dropped rather than failing the search.
import { z } from 'zod';
import { isUnavailableStatus, jsonClient } from '../providers/json-client.ts';
import {
  type NearbyParcelShop,
  type ParcelShop,
  ParcelShopError,
  type ParcelShopFinder,
  type ParcelShopSearch,
  type ParcelShopSearchOptions,
  type ParcelShopService,
  WEEKDAYS,
} from './parcel-shops.ts';

export interface HttpParcelShopOptions {
  baseUrl: string;
  apiKey: string;
  /** Gives up after this long (default 5 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const SERVICES: readonly ParcelShopService[] = ['COLLECTION', 'DROP_OFF', 'RETURNS', 'PRINT_IN_STORE'];
const time = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .nullable();
const shopSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: z.enum(['SHOP', 'LOCKER']),
  address: z.object({
    line1: z.string(),
    line2: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    town: z.string(),
    postcode: z.string(),
  }),
  openingHours: z.array(z.object({ day: z.enum(WEEKDAYS), open: time, close: time })),
  services: z
    .array(z.string())
    .transform((values) => values.filter((v): v is ParcelShopService => SERVICES.includes(v as ParcelShopService))),
});
const nearbySchema = shopSchema.extend({ distanceMiles: z.number().nonnegative() });
const searchSchema = z.object({ postcode: z.string(), parcelShops: z.array(nearbySchema) });

export function httpParcelShopFinder(options: HttpParcelShopOptions): ParcelShopFinder {
  const { call } = jsonClient({
    baseUrl: options.baseUrl,
    headers: { 'x-api-key': options.apiKey },
    timeoutMs: options.timeoutMs ?? 5000,
    fetch: options.fetch,
    fail: (failure) => {
      if (failure.kind === 'unreachable') {
        return new ParcelShopError('The parcel-shop finder could not be reached.', {
          retryable: true,
          cause: failure.cause,
        });
      }
      if (failure.kind === 'unreadable') {
        return new ParcelShopError('The parcel-shop finder answered something unreadable.', {
          status: failure.status,
          retryable: true,
        });
      }
      const { status, code, message } = failure;
      return new ParcelShopError(
        `The parcel-shop finder refused the request (HTTP ${status}${code ? `, ${code}` : ''}).`,
        { status, code, userMessage: message, retryable: isUnavailableStatus(status) },
      );
    },
  });

  return {
    async search(postcode: string, searchOptions: ParcelShopSearchOptions = {}): Promise<ParcelShopSearch> {
      const query = new URLSearchParams({ postcode });
      if (searchOptions.limit !== undefined) query.set('limit', String(searchOptions.limit));
      if (searchOptions.type) query.set('type', searchOptions.type);
      if (searchOptions.service) query.set('service', searchOptions.service);
      const answer = await call(`parcel-shops?${query}`, searchSchema);
      return { postcode: answer.postcode, parcelShops: answer.parcelShops satisfies NearbyParcelShop[] };
    },

    async get(id: string): Promise<ParcelShop | undefined> {
      return (await call(`parcel-shops/${encodeURIComponent(id)}`, shopSchema, { nullOn404: true })) ?? undefined;
    },
  };
}

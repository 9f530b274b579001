// HTTP adapter for the carrier's parcel-shop finder (`GET {baseUrl}/parcel-shops?postcode=…`, `GET
// {baseUrl}/parcel-shops/{id}`, key in `X-Api-Key`). Locally the base URL is the sandbox's finder. Answers are checked
// with zod; services this code does not know are dropped rather than failing the search.
import { z } from 'zod';
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
const errorSchema = z.object({ error: z.string().optional(), message: z.string().optional() });

export function httpParcelShopFinder(options: HttpParcelShopOptions): ParcelShopFinder {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function request(url: URL): Promise<{ response: Response; body: unknown }> {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', 'x-api-key': options.apiKey },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        redirect: 'error',
      });
    } catch (cause) {
      throw new ParcelShopError('The parcel-shop finder could not be reached.', { retryable: true, cause });
    }
    return { response, body: await response.json().catch(() => undefined) };
  }

  function refused(response: Response, body: unknown): ParcelShopError {
    const parsed = errorSchema.safeParse(body);
    const answer = parsed.success ? parsed.data : {};
    return new ParcelShopError(
      `The parcel-shop finder refused the request (HTTP ${response.status}${answer.error ? `, ${answer.error}` : ''}).`,
      {
        status: response.status,
        code: answer.error,
        userMessage: answer.message,
        retryable: response.status >= 500 || response.status === 429,
      },
    );
  }

  const unreadable = (status: number) =>
    new ParcelShopError('The parcel-shop finder answered something unreadable.', { status, retryable: true });

  return {
    async search(postcode: string, searchOptions: ParcelShopSearchOptions = {}): Promise<ParcelShopSearch> {
      const url = new URL('parcel-shops', base);
      url.searchParams.set('postcode', postcode);
      if (searchOptions.limit !== undefined) url.searchParams.set('limit', String(searchOptions.limit));
      if (searchOptions.type) url.searchParams.set('type', searchOptions.type);
      if (searchOptions.service) url.searchParams.set('service', searchOptions.service);
      const { response, body } = await request(url);
      if (!response.ok) throw refused(response, body);
      const parsed = searchSchema.safeParse(body);
      if (!parsed.success) throw unreadable(response.status);
      return { postcode: parsed.data.postcode, parcelShops: parsed.data.parcelShops satisfies NearbyParcelShop[] };
    },

    async get(id: string): Promise<ParcelShop | undefined> {
      const url = new URL(`parcel-shops/${encodeURIComponent(id)}`, base);
      const { response, body } = await request(url);
      if (response.status === 404) return undefined;
      if (!response.ok) throw refused(response, body);
      const parsed = shopSchema.safeParse(body);
      if (!parsed.success) throw unreadable(response.status);
      return parsed.data;
    },
  };
}

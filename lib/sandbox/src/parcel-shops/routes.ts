// The parcel-shop finder's HTTP contract (a carrier's pick-up / drop-off point search, Evri-style): the points near a
// postcode, nearest first, and one point by id. JSON errors `{error, message}` with a 4xx status: the message is
// written for people (the shop may show it).
import { HttpError, header, sendJson } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { POSTCODE_AREAS, parseUkPostcode, type UkPostcode } from '../uk-postcodes.ts';
import { type ParcelShopService, parcelShopById, parcelShopsNear, SERVICES } from './finder.ts';

export const API_KEY_HEADER = 'x-api-key';
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 20;

export interface ParcelShopRoutesOptions {
  /** Accepted API keys (`X-Api-Key`). */
  keys: readonly string[];
}

/** The postcode the request is about, or the 4xx that says what is wrong with it. */
export function checkPostcode(raw: string | null): UkPostcode {
  const text = (raw ?? '').trim();
  if (text === '') throw new HttpError(400, 'postcode_required', 'Enter a postcode to find parcel shops near it.');
  const postcode = parseUkPostcode(text);
  if (!postcode) {
    throw new HttpError(400, 'invalid_postcode', `${JSON.stringify(text.slice(0, 16))} is not a valid UK postcode.`);
  }
  if (postcode.area === 'BF') {
    throw new HttpError(404, 'no_parcel_shops', 'There are no parcel shops for British Forces (BFPO) addresses.');
  }
  if (!(postcode.area in POSTCODE_AREAS)) {
    throw new HttpError(404, 'unknown_postcode', `We can't find the postcode ${postcode.formatted}.`);
  }
  return postcode;
}

export function registerParcelShopRoutes(router: Router, options: ParcelShopRoutesOptions): void {
  const isValidKey = createClientKeyCheck(options.keys);
  const authorise = (ctx: RequestContext): void => {
    if (!isValidKey(header(ctx.req, API_KEY_HEADER))) {
      throw new HttpError(401, 'invalid_api_key', 'Missing or invalid API key (X-Api-Key).');
    }
  };

  router.get('/parcel-shops', (ctx) => {
    authorise(ctx);
    const query = ctx.url.searchParams;
    const postcode = checkPostcode(query.get('postcode'));
    const limitText = query.get('limit');
    const limit = limitText ? Number(limitText) : DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw new HttpError(400, 'invalid_limit', `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    }
    const service = query.get('service')?.toUpperCase() || undefined;
    if (service && !SERVICES.includes(service as ParcelShopService)) {
      throw new HttpError(400, 'invalid_service', `service must be one of ${SERVICES.join(', ')}.`);
    }
    const type = query.get('type')?.toUpperCase() || undefined;
    if (type && type !== 'SHOP' && type !== 'LOCKER') {
      throw new HttpError(400, 'invalid_type', 'type must be SHOP or LOCKER.');
    }
    sendJson(
      ctx.res,
      200,
      {
        postcode: postcode.formatted,
        parcelShops: parcelShopsNear(postcode, {
          limit,
          service: service as ParcelShopService | undefined,
          type: type as 'SHOP' | 'LOCKER' | undefined,
        }),
      },
      { 'cache-control': 'no-store' },
    );
  });

  router.get('/parcel-shops/:id', (ctx) => {
    authorise(ctx);
    const shop = parcelShopById(ctx.params.id!.toUpperCase());
    if (!shop) throw new HttpError(404, 'parcel_shop_not_found', 'There is no parcel shop with this id.');
    sendJson(ctx.res, 200, shop, { 'cache-control': 'no-store' });
  });
}

import { ParcelShopError } from '@shop/commerce/parcel-shops/parcel-shops';
import { createLogger } from '@shop/runtime/log';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { parcelShopFinder } from '@/lib/checkout/providers.ts';
import { parcelShopQuery } from '@/lib/checkout/schemas.ts';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';

const log = createLogger('site').child({ component: 'parcel-shops' });

const UNAVAILABLE = 'Sorry, we can’t find parcel shops right now. Please try again later.';

/**
 * GET /api/checkout/parcel-shops?postcode=: the carrier's collection points near a postcode, nearest first. Spec §8: a
 * bad postcode (400) answers an empty message; a postcode the carrier does not serve answers its own message.
 */
export const GET = route(async (request) => {
  requestBrand(request);
  if (!(await currentCustomerId(request))) {
    return bagFailureAnswer(request, { code: 'SIGN_IN_REQUIRED', message: 'Please sign in to continue.' });
  }
  const { postcode } = readQuery(request, parcelShopQuery);
  try {
    return json(await parcelShopFinder().search(postcode, { service: 'COLLECTION', limit: 10 }));
  } catch (error) {
    if (!(error instanceof ParcelShopError)) throw error;
    if (error.status === 400) return json({ code: 'PARCEL_SHOP_SEARCH_INVALID', message: '' }, { status: 400 });
    if (error.status === 404) {
      return json(
        {
          code: 'PARCEL_SHOP_SEARCH_NOT_FOUND',
          message: error.userMessage || 'We couldn’t find parcel shops near that postcode.',
        },
        { status: 404 },
      );
    }
    log.error({ err: error }, 'parcel-shop search failed');
    return json({ code: 'PARCEL_SHOP_SEARCH_UNAVAILABLE', message: UNAVAILABLE }, { status: 503 });
  }
});

import { ADDRESS_LOOKUP_ERROR_MESSAGE, type AddressLookupError } from '@shop/commerce/address-lookup/address-lookup';
import { createLogger } from '@shop/runtime/log';
import { json } from '@/lib/http/route.ts';

const log = createLogger('site').child({ component: 'address-lookup' });

/**
 * A lookup failure as the form reads it: an Items error entry with the spec's message (§5, §8). An id the provider
 * does not know is the shopper's 404; a provider that refuses us or cannot be reached is our 502 / 503 (logged).
 */
export function lookupFailure(error: AddressLookupError): Response {
  const status = error.kind === 'not_found' ? 404 : error.kind === 'unavailable' ? 503 : 502;
  if (status !== 404) {
    log.error({ err: error, kind: error.kind, providerCode: error.providerCode }, 'address lookup failed');
  }
  return json(
    {
      code: 'ADDRESS_LOOKUP_FAILED',
      message: ADDRESS_LOOKUP_ERROR_MESSAGE,
      Items: [{ Error: error.providerCode ?? error.kind, Description: ADDRESS_LOOKUP_ERROR_MESSAGE }],
    },
    { status },
  );
}

import { AddressLookupError } from '@shop/commerce/address-lookup/address-lookup';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { lookupFailure } from '@/lib/checkout/lookup-answers.ts';
import { addressLookup } from '@/lib/checkout/providers.ts';
import { addressFindQuery } from '@/lib/checkout/schemas.ts';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';

/**
 * GET /api/checkout/billingAddress?text=&containerId=: address suggestions as the shopper types (find), or the
 * addresses inside a postcode or street (containerId). Loqate-shaped Items; an error is an Items entry (spec §5).
 */
export const GET = route(async (request) => {
  requestBrand(request);
  if (!(await currentCustomerId(request))) {
    return bagFailureAnswer(request, { code: 'SIGN_IN_REQUIRED', message: 'Please sign in to continue.' });
  }
  const query = readQuery(request, addressFindQuery);
  try {
    const found = await addressLookup().find({
      text: query.text,
      ...(query.containerId ? { containerId: query.containerId } : {}),
      limit: 10,
    });
    return json({
      Items: found.map((item) => ({ Id: item.id, Type: item.type, Text: item.text, Description: item.description })),
    });
  } catch (error) {
    if (error instanceof AddressLookupError) return lookupFailure(error);
    throw error;
  }
});

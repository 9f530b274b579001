import { AddressLookupError } from '@shop/commerce/address-lookup/address-lookup';
import { ACCOUNT_ADDRESS_MESSAGES, findAccountAddresses } from '@shop/commerce/credit/account-address';
import { lookupFailure } from '@/lib/checkout/lookup-answers.ts';
import { addressLookup } from '@/lib/checkout/providers.ts';
import { addressFieldsBody } from '@/lib/credit/address-schemas.ts';
import { applicant } from '@/lib/credit/routes.ts';
import { json, RouteError, readJson, route } from '@/lib/http/route.ts';

/**
 * POST /api/creditapp/addressFields {houseNumber, flatId, houseName, postCode}: the addresses at that premise and
 * postcode, from the address lookup, in the application's account address fields (spec §3). 404 when there is none;
 * a lookup failure is the spec's address lookup message (§8). Nothing is written.
 */
export const POST = route(async (request) => {
  const body = await readJson(request, addressFieldsBody);
  await applicant(request);
  let addresses: Awaited<ReturnType<typeof findAccountAddresses>>;
  try {
    addresses = await findAccountAddresses(addressLookup(), body);
  } catch (error) {
    if (error instanceof AddressLookupError) return lookupFailure(error);
    throw error;
  }
  if (addresses.length === 0) throw new RouteError(404, 'ADDRESS_NOT_FOUND', ACCOUNT_ADDRESS_MESSAGES.NOT_FOUND);
  return json({ addresses });
});

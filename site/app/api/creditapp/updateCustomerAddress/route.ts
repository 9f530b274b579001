import { updateAccountAddress } from '@shop/commerce/credit/account-address';
import { getReadyDb } from '@shop/commerce/db/client';
import { updateCustomerAddressBody } from '@/lib/credit/address-schemas.ts';
import { applicant } from '@/lib/credit/routes.ts';
import { json, RouteError, readJson, route } from '@/lib/http/route.ts';

/**
 * PUT /api/creditapp/updateCustomerAddress {addressDetails}: the applicant's confirmed current address becomes their
 * account address (the one the credit check and the agreement use). An addressId that is not their own account
 * address is 404 and nothing changes.
 */
export const PUT = route(async (request) => {
  const { addressDetails } = await readJson(request, updateCustomerAddressBody);
  const { customerId } = await applicant(request);
  const { addressId, ...details } = addressDetails;
  const result = await updateAccountAddress(await getReadyDb(), customerId, details, addressId);
  if (!result.ok) throw new RouteError(404, result.code, result.message);
  return json({ addressId: result.addressId, addressDetails: result.address });
});

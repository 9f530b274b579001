import { AddressLookupError, toShippingAddressFields } from '@shop/commerce/address-lookup/address-lookup';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { lookupFailure } from '@/lib/checkout/lookup-answers.ts';
import { addressLookup } from '@/lib/checkout/providers.ts';
import { addressRetrieveQuery } from '@/lib/checkout/schemas.ts';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';

/**
 * GET /api/checkout/autoSuggestBillingAddress?suggestionId=: the full address of a suggestion (retrieve), as a
 * Loqate-shaped Items entry and as the form's address fields (spec §5: the area in county for GB).
 */
export const GET = route(async (request) => {
  requestBrand(request);
  if (!(await currentCustomerId(request))) {
    return bagFailureAnswer(request, { code: 'SIGN_IN_REQUIRED', message: 'Please sign in to continue.' });
  }
  const { suggestionId } = readQuery(request, addressRetrieveQuery);
  try {
    const found = await addressLookup().retrieve(suggestionId);
    return json({
      Items: [
        {
          Id: found.id,
          Company: found.company,
          SubBuilding: found.subBuilding,
          BuildingName: found.buildingName,
          BuildingNumber: found.buildingNumber,
          Street: found.street,
          District: found.locality,
          City: found.town,
          Province: found.county,
          PostalCode: found.postcode,
          CountryIso2: found.countryIso2,
          CountryName: found.countryName,
          Label: found.label,
        },
      ],
      address: toShippingAddressFields(found),
    });
  } catch (error) {
    if (error instanceof AddressLookupError) return lookupFailure(error);
    throw error;
  }
});

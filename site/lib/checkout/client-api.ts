// The browser's checkout delivery calls (spec §7 "Checkout delivery" and the address look-up pair), through the shared
// fetcher (JSON, no cache, same origin, 401 → sign-in). Every change answers the re-priced delivery view.

import type { SavedAddress } from '@shop/commerce/checkout/address';
import type { DeliveryView } from '@shop/commerce/checkout/delivery';
import { FetchError, fetcher } from '@/lib/client/fetcher.ts';

export type { DeliveryView, SavedAddress };

export type DeliverySpeed = 'STANDARD' | 'EXPRESS' | 'NOM' | 'HPS' | 'EXPRESS_COLLECT';
export type TimeFrame = 'ALL_DAY' | 'MORNING' | 'EVENING';

export const ADDRESSES_KEY = '/api/checkout/deliveryAddress';
export const deliveryKey = (cartId: string) => `/api/checkout/delivery?cartId=${encodeURIComponent(cartId)}`;

export interface FieldError {
  field: string;
  message: string;
}

/** A failed call as the page shows it: the server's code and message, and its per-field errors when it sent any. */
export interface CallFailure {
  status: number;
  code: string;
  message: string;
  errors: FieldError[];
}

export const GENERIC_ERROR = 'Sorry, something went wrong. Please try again later.';

export function callFailure(error: unknown): CallFailure {
  if (error instanceof FetchError) {
    const info = (error.info ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
    const errors = Array.isArray(info.errors)
      ? info.errors.filter(
          (entry): entry is FieldError =>
            typeof entry === 'object' && entry !== null && 'field' in entry && 'message' in entry,
        )
      : [];
    return {
      status: error.status,
      code: typeof info.code === 'string' ? info.code : 'INTERNAL_SERVER_ERROR',
      message: typeof info.message === 'string' && info.message && error.status < 500 ? info.message : GENERIC_ERROR,
      errors,
    };
  }
  return { status: 0, code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR, errors: [] };
}

const put = (url: string, body: unknown) => fetcher<DeliveryView>(url, { method: 'PUT', body: JSON.stringify(body) });

/** The address fields of the manual form (the spec's delivery-address payload). */
export interface AddressFields {
  title: string;
  firstName: string;
  surName: string;
  flatNumber: string;
  houseNumber: string;
  houseName: string;
  addressLine1: string;
  addressLine2: string;
  town: string;
  county: string;
  postcode: string;
  country: string;
}

export const emptyAddress: AddressFields = {
  title: '',
  firstName: '',
  surName: '',
  flatNumber: '',
  houseNumber: '',
  houseName: '',
  addressLine1: '',
  addressLine2: '',
  town: '',
  county: '',
  postcode: '',
  country: 'GB',
};

export function chooseSavedAddress(input: {
  cartId: string;
  siteId: string;
  addressId: number;
  makeDefault?: boolean;
}) {
  return put('/api/checkout/updateDeliveryAddress', input);
}

/** A new address (saved to the account), or one of the customer's saved addresses edited (`addressId`). */
export function sendNewAddress(input: {
  cartId: string;
  siteId: string;
  address: AddressFields;
  makeDefault: boolean;
  addressId?: number;
}) {
  return put('/api/checkout/updateDeliveryAddress', {
    cartId: input.cartId,
    siteId: input.siteId,
    ...(input.addressId === undefined ? {} : { addressId: input.addressId }),
    address: input.address,
    saveAddress: true,
    makeDefault: input.makeDefault,
  });
}

/** The form's fields of a saved address (to edit it). */
export function addressFieldsOf(saved: SavedAddress): AddressFields {
  const details = saved.addressDetails;
  return {
    title: details.title,
    firstName: details.firstName,
    surName: details.surName,
    flatNumber: details.flatNumber,
    houseNumber: details.houseNumber,
    houseName: details.houseName,
    addressLine1: details.addressLine1,
    addressLine2: details.addressLine2,
    town: details.town,
    county: details.county,
    postcode: details.postcode,
    country: details.country || 'GB',
  };
}

export function chooseSpeed(input: {
  cartId: string;
  deliveryModeCode: DeliverySpeed;
  nominatedDate?: string;
  timeFrame?: TimeFrame;
  standardDeliveryDate?: string | null;
}) {
  return put('/api/checkout/updateDeliverySpeed', input);
}

export function sendContactNumber(input: { cartId: string; contactNumber: string }) {
  return put('/api/checkout/updateDeliveryContactNumber', input);
}

export interface ParcelShopResult {
  id: string;
  name: string;
  type: 'SHOP' | 'LOCKER';
  address: { line1: string; line2: string; town: string; postcode: string };
  openingHours: { day: string; open: string | null; close: string | null }[];
  distanceMiles: number;
  services: string[];
}

export function findParcelShops(postcode: string) {
  return fetcher<{ postcode: string; parcelShops: ParcelShopResult[] }>(
    `/api/checkout/parcel-shops?postcode=${encodeURIComponent(postcode)}`,
  );
}

export function selectParcelShop(input: {
  cartId: string;
  parcelShopId: string;
  postcode: string;
  expressCollectSelected: boolean;
}) {
  return put('/api/checkout/selectParcelShopAddress', input);
}

export interface LookupItem {
  Id: string;
  Type: string;
  Text: string;
  Description: string;
  Error?: string;
}

/** Find: suggestions for what was typed, or the addresses inside a postcode or street. */
export function findAddresses(text: string, containerId?: string) {
  const query = new URLSearchParams({ text });
  if (containerId) query.set('containerId', containerId);
  return fetcher<{ Items: LookupItem[] }>(`/api/checkout/billingAddress?${query}`);
}

/** Retrieve: one suggestion's full address, as the form's fields. */
export function retrieveAddress(suggestionId: string) {
  return fetcher<{ address?: Partial<AddressFields> & { addressLine3?: string } }>(
    `/api/checkout/autoSuggestBillingAddress?suggestionId=${encodeURIComponent(suggestionId)}`,
  );
}

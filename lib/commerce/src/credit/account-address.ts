// The credit application's account address (spec §7: POST creditapp/addressFields {houseNumber, flatId, houseName,
// postCode}, then PUT creditapp/updateCustomerAddress {addressDetails}). The applicant gives the premise and the
// postcode; the address lookup finds the full address(es) there, in the spec's "credit application account address"
// fields (§3); the applicant confirms one and it becomes their account address, which the credit check and the
// agreement are addressed to. Every write is keyed by the session's customer: another customer's address is not found.
import { and, eq, sql } from 'drizzle-orm';
import type { AddressLookup, AddressSuggestion, LookedUpAddress } from '../address-lookup/address-lookup.ts';
import type { Db } from '../db/client.ts';
import { customerAddresses, customers } from '../db/schema-customers.ts';

/** Spec §3 "Credit application account address". */
export interface AccountAddressDetails {
  flatNumber: string;
  houseNumberAndSuffix: string;
  houseName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  county: string;
  postcode: string;
  country: string;
  isoCountryCode: string;
}

export interface PremiseQuery {
  houseNumber: string;
  flatId: string;
  houseName: string;
  /** Normalised (`LS6 2AB`). */
  postCode: string;
}

export const ACCOUNT_ADDRESS_MESSAGES = {
  NOT_FOUND: 'We couldn’t find that address. Check the house number or name and the postcode, or enter it yourself.',
  ADDRESS_NOT_FOUND: 'We could not find that address on your account.',
  CUSTOMER_NOT_FOUND: 'We could not find your account. Please sign in again.',
} as const;

/** The most addresses an answer lists (a block of flats can hold many at one number). */
const MAX_MATCHES = 10;

const fold = (value: string) => value.trim().toUpperCase().replace(/\s+/g, ' ');
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A looked-up address in the application's account address fields (the house number and its letter together). */
function accountAddressDetailsOf(found: LookedUpAddress): AccountAddressDetails {
  return {
    flatNumber: found.subBuilding.replace(/^flat\s+/i, ''),
    houseNumberAndSuffix: found.buildingNumber,
    houseName: found.buildingName,
    addressLine1: found.street,
    addressLine2: found.locality,
    addressLine3: '',
    town: found.town,
    county: found.county,
    postcode: found.postcode,
    country: found.countryName,
    isoCountryCode: found.countryIso2,
  };
}

/** Does the looked-up address have the premise asked about (every part given must match)? */
function premiseMatches(found: LookedUpAddress, query: PremiseQuery): boolean {
  if (compact(found.postcode) !== compact(query.postCode)) return false;
  if (query.houseNumber && fold(found.buildingNumber) !== fold(query.houseNumber)) {
    // "14A" may be filed as building name 14A with no number.
    if (fold(found.buildingName) !== fold(query.houseNumber)) return false;
  }
  if (query.houseName && fold(found.buildingName) !== fold(query.houseName)) return false;
  if (query.flatId) {
    const flat = fold(found.subBuilding).replace(/^FLAT /, '');
    if (flat !== fold(query.flatId).replace(/^FLAT /, '')) return false;
  }
  return true;
}

/** Could the suggestion's one-line text be the premise asked about (before retrieving it in full)? */
function mayMatch(item: AddressSuggestion, query: PremiseQuery): boolean {
  const words = fold(item.text).replace(/,/g, ' ').split(' ');
  const text = fold(item.text);
  if (query.houseNumber && !words.includes(fold(query.houseNumber))) return false;
  if (query.houseName && !text.includes(fold(query.houseName))) return false;
  if (query.flatId && !words.includes(fold(query.flatId).replace(/^FLAT /, ''))) return false;
  return true;
}

/**
 * The addresses at the premise and postcode (spec §7 addressFields): the postcode's addresses from the lookup, those
 * whose premise matches retrieved in full. An empty list when there is none; lookup failures are thrown
 * (AddressLookupError) for the caller to answer with the spec's message.
 */
export async function findAccountAddresses(
  lookup: AddressLookup,
  query: PremiseQuery,
): Promise<AccountAddressDetails[]> {
  const top = await lookup.find({ text: query.postCode, limit: 100 });
  const container = top.find(
    (item) => item.isContainer && item.type === 'Postcode' && compact(item.text) === compact(query.postCode),
  );
  const candidates = container
    ? await lookup.find({ text: query.postCode, containerId: container.id, limit: 100 })
    : top.filter((item) => !item.isContainer && compact(item.description).endsWith(compact(query.postCode)));
  const possible = candidates.filter((item) => !item.isContainer && mayMatch(item, query)).slice(0, MAX_MATCHES);
  const found = await Promise.all(possible.map((item) => lookup.retrieve(item.id)));
  return found.filter((address) => premiseMatches(address, query)).map(accountAddressDetailsOf);
}

export type UpdateAccountAddressResult =
  | { ok: true; addressId: number; address: AccountAddressDetails }
  | { ok: false; code: 'ADDRESS_NOT_FOUND' | 'CUSTOMER_NOT_FOUND'; message: string };

/**
 * Makes `details` the customer's account address (spec §7 updateCustomerAddress): the ACCOUNT row is updated (or
 * written when they have none), in one transaction with the customer's row locked. `addressId`, when given, must be
 * the customer's own account address (the one the page showed): anything else is not found and nothing changes.
 */
export async function updateAccountAddress(
  db: Db,
  customerId: string,
  details: AccountAddressDetails,
  addressId?: number,
): Promise<UpdateAccountAddressResult> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({
        id: customers.id,
        title: customers.title,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!customer) {
      return { ok: false, code: 'CUSTOMER_NOT_FOUND', message: ACCOUNT_ADDRESS_MESSAGES.CUSTOMER_NOT_FOUND };
    }
    const [current] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressType, 'ACCOUNT')))
      .orderBy(customerAddresses.id)
      .limit(1);
    if (addressId !== undefined && current?.id !== addressId) {
      return { ok: false, code: 'ADDRESS_NOT_FOUND', message: ACCOUNT_ADDRESS_MESSAGES.ADDRESS_NOT_FOUND };
    }
    const values = {
      flatId: details.flatNumber,
      houseNo: details.houseNumberAndSuffix,
      houseSuffix: '',
      houseName: details.houseName,
      addressLine1: details.addressLine1,
      addressLine2: details.addressLine2,
      addressLine3: details.addressLine3,
      town: details.town,
      county: details.county,
      postCode: details.postcode,
      countryName: details.country,
      countryIso: details.isoCountryCode,
    };
    const [row] = current
      ? await tx
          .update(customerAddresses)
          .set(values)
          .where(and(eq(customerAddresses.id, current.id), eq(customerAddresses.customerId, customerId)))
          .returning({ id: customerAddresses.id })
      : await tx
          .insert(customerAddresses)
          .values({
            customerId,
            addressType: 'ACCOUNT',
            title: customer.title,
            firstName: customer.firstName,
            surname: customer.lastName,
            ...values,
          })
          .returning({ id: customerAddresses.id });
    await tx
      .update(customers)
      .set({ updatedAt: new Date(), version: sql`${customers.version} + 1` })
      .where(eq(customers.id, customerId));
    return { ok: true, addressId: row!.id, address: details };
  });
}

/** The customer's account address rows (normally one), oldest first. */
export function readAccountAddresses(db: Db, customerId: string) {
  return db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressType, 'ACCOUNT')))
    .orderBy(customerAddresses.id);
}

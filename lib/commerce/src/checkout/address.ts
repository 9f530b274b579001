// Delivery addresses (spec §3 "Addresses"): the payload the checkout sends, its UK rules, and the customer's saved
// addresses, default first. We deliver to the UK, the Channel Islands, the Isle of Man and British Forces (BFPO)
// addresses; the country follows the postcode (a JE postcode is Jersey whatever the form said). Spec §5: for GB and IE
// the administrative area goes in county, for US in state.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { customerAddresses } from '../db/schema-customers.ts';
import { type Destination, destinationOf } from '../delivery/destination.ts';

export const ADDRESS_MESSAGES = {
  firstName: 'Enter the first name of the person the parcel is for',
  surName: 'Enter the surname of the person the parcel is for',
  addressLine1: 'Enter the first line of the address',
  town: 'Enter the town or city',
  postcode: 'Enter a real postcode, like LS6 2AB',
  country: 'We deliver to addresses in the UK, the Channel Islands and the Isle of Man',
  building: 'Enter a house number or name, or a flat number',
  tooLong: 'This is too long',
} as const;

/** Countries a delivery can go to, with the name shown; a postcode's own territory decides among them. */
export const DELIVERY_COUNTRIES: Record<string, string> = {
  GB: 'United Kingdom',
  JE: 'Jersey',
  GG: 'Guernsey',
  IM: 'Isle of Man',
};

export const TITLES = ['', 'Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;

const text = (max: number) => z.string().trim().max(max, ADDRESS_MESSAGES.tooLong).default('');
const required = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, ADDRESS_MESSAGES.tooLong);

/** The spec's delivery address payload (plus `addressId` to choose a saved one, and save and default choices). */
export const deliveryAddressFields = z.object({
  title: z.enum(TITLES).default(''),
  firstName: required(40, ADDRESS_MESSAGES.firstName),
  surName: required(40, ADDRESS_MESSAGES.surName),
  flatNumber: text(20),
  houseNumber: text(20),
  houseSuffix: text(8),
  houseName: text(60),
  addressLine1: required(80, ADDRESS_MESSAGES.addressLine1),
  addressLine2: text(80),
  addressLine3: text(80),
  town: required(60, ADDRESS_MESSAGES.town),
  county: text(60),
  state: text(60),
  postcode: required(12, ADDRESS_MESSAGES.postcode),
  country: z.string().trim().toUpperCase().default('GB'),
  addressDescription: text(40),
  tpaIndicator: z.boolean().default(false),
  tpaID: text(40),
});

export type DeliveryAddressInput = z.input<typeof deliveryAddressFields>;

export interface DeliveryAddress {
  title: string;
  firstName: string;
  surName: string;
  flatNumber: string;
  houseNumber: string;
  houseSuffix: string;
  houseName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  county: string;
  state: string;
  postcode: string;
  country: string;
  countryName: string;
  addressDescription: string;
  tpaIndicator: boolean;
  tpaID: string;
}

export type AddressCheck =
  | { ok: true; address: DeliveryAddress; destination: Destination }
  | { ok: false; errors: { field: string; message: string }[] };

const countryOfTerritory: Partial<Record<Destination['territory'], (area: string) => string>> = {
  'channel-islands': (area) => (area === 'JE' ? 'JE' : 'GG'),
  'isle-of-man': () => 'IM',
};

/** Validates and normalises a delivery address: every problem at once, each against its field. */
export function checkDeliveryAddress(input: unknown): AddressCheck {
  const parsed = deliveryAddressFields.safeParse(input);
  const errors: { field: string; message: string }[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'address');
      if (!errors.some((error) => error.field === field)) errors.push({ field, message: issue.message });
    }
    return { ok: false, errors };
  }
  const fields = parsed.data;
  const destination = destinationOf(fields.postcode);
  if (!destination) errors.push({ field: 'postcode', message: ADDRESS_MESSAGES.postcode });
  if (!(fields.country in DELIVERY_COUNTRIES)) errors.push({ field: 'country', message: ADDRESS_MESSAGES.country });
  if (errors.length > 0 || !destination) return { ok: false, errors };
  const country = countryOfTerritory[destination.territory]?.(destination.area) ?? 'GB';
  return {
    ok: true,
    destination,
    address: {
      ...fields,
      postcode: destination.postcode,
      country,
      countryName: DELIVERY_COUNTRIES[country] ?? 'United Kingdom',
      // Spec §5: GB (and IE) keep the area in county; a state only belongs to a US address.
      county: fields.county || fields.state,
      state: '',
    },
  };
}

type AddressRow = typeof customerAddresses.$inferSelect;

/** One saved address as the delivery step lists it (spec: addressDetails.isDefaultDeliveryAddress). */
export interface SavedAddress {
  addressId: number;
  addressDetails: DeliveryAddress & { isDefaultDeliveryAddress: boolean; addressType: 'ACCOUNT' | 'DELIVERY' };
}

export function savedAddressOf(
  row: AddressRow,
  fallbackName: { title: string; first: string; last: string },
): SavedAddress {
  return {
    addressId: row.id,
    addressDetails: {
      title: row.title || fallbackName.title,
      firstName: row.firstName || fallbackName.first,
      surName: row.surname || fallbackName.last,
      flatNumber: row.flatId,
      houseNumber: row.houseNo,
      houseSuffix: row.houseSuffix,
      houseName: row.houseName,
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      addressLine3: row.addressLine3,
      town: row.town,
      county: row.county,
      state: row.state,
      postcode: row.postCode,
      country: row.countryIso,
      countryName: row.countryName,
      addressDescription: row.addressDescription,
      tpaIndicator: row.isTpa,
      tpaID: '',
      isDefaultDeliveryAddress: row.isDefaultDeliveryAddress,
      addressType: row.addressType === 'DELIVERY' ? 'DELIVERY' : 'ACCOUNT',
    },
  };
}

/** The customer's addresses a parcel can go to, the default delivery address first, then oldest first. */
export async function readSavedAddresses(
  db: Db,
  customerId: string,
  name: { title: string; first: string; last: string },
): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefaultDeliveryAddress), asc(customerAddresses.id));
  return rows.map((row) => savedAddressOf(row, name));
}

export async function findSavedAddress(db: Db, customerId: string, addressId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId)))
    .limit(1);
  return row ?? null;
}

function rowValues(address: DeliveryAddress) {
  return {
    title: address.title,
    firstName: address.firstName,
    surname: address.surName,
    flatId: address.flatNumber,
    houseNo: address.houseNumber,
    houseSuffix: address.houseSuffix,
    houseName: address.houseName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    addressLine3: address.addressLine3,
    town: address.town,
    county: address.county,
    state: address.state,
    postCode: address.postcode,
    countryIso: address.country,
    countryName: address.countryName,
    addressDescription: address.addressDescription,
    isTpa: address.tpaIndicator,
  };
}

/**
 * Saves a delivery address for the customer (or updates one of theirs when `addressId` is given) and, when asked or
 * when they have no default yet, makes it the default. Runs inside the caller's transaction.
 */
export async function saveDeliveryAddress(
  tx: Db,
  customerId: string,
  address: DeliveryAddress,
  options: { addressId?: number; makeDefault: boolean },
): Promise<AddressRow> {
  const [{ defaults } = { defaults: 0 }] = await tx
    .select({ defaults: sql<number>`count(*)::int` })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefaultDeliveryAddress, true)));
  const makeDefault = options.makeDefault || defaults === 0;
  if (makeDefault) {
    await tx
      .update(customerAddresses)
      .set({ isDefaultDeliveryAddress: false })
      .where(eq(customerAddresses.customerId, customerId));
  }
  if (options.addressId !== undefined) {
    // Only a saved delivery address is edited in place; editing the account address saves a new delivery address.
    const [updated] = await tx
      .update(customerAddresses)
      .set({ ...rowValues(address), ...(makeDefault ? { isDefaultDeliveryAddress: true } : {}) })
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          eq(customerAddresses.id, options.addressId),
          eq(customerAddresses.addressType, 'DELIVERY'),
        ),
      )
      .returning();
    if (updated) return updated;
  }
  const [inserted] = await tx
    .insert(customerAddresses)
    .values({ customerId, addressType: 'DELIVERY', ...rowValues(address), isDefaultDeliveryAddress: makeDefault })
    .returning();
  if (!inserted) throw new Error('address insert returned nothing');
  return inserted;
}

/** Makes one of the customer's saved addresses their default delivery address. */
export async function makeDefaultAddress(tx: Db, customerId: string, addressId: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefaultDeliveryAddress: sql`${customerAddresses.id} = ${addressId}` })
    .where(eq(customerAddresses.customerId, customerId));
}

/** A saved row as a checked delivery address (its postcode re-checked: rows from before these rules may be off). */
export function deliveryAddressOfRow(
  row: AddressRow,
  name: { title: string; first: string; last: string },
): AddressCheck {
  const { addressDetails } = savedAddressOf(row, name);
  return checkDeliveryAddress(addressDetails);
}

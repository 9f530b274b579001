// Customer details (spec §3 "Session and customer") for the signed-in customer only: every read is keyed by the
// session's customer id, so there is no way to name another customer. Money is integer pence.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditAccounts, customerAddresses, customers, type LoyaltyOptIn } from '../db/schema-customers.ts';

export interface AccountAddress {
  flatId: string;
  houseNo: string;
  houseName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  county: string;
  postCode: string;
  addressType: 'ACCOUNT' | 'DELIVERY';
  isTPA: boolean;
  isDefaultDeliveryAddress: boolean;
  countryName: string;
  countryIso: string;
}

export interface CustomerDetails {
  customerReferenceAccountId: string;
  title: string;
  firstname: string;
  lastname: string;
  gender: string | null;
  dateOfBirth: string | null;
  accountAddress: AccountAddress | null;
  deliveryAddresses: AccountAddress[];
  contactDetails: {
    homePhone: string | null;
    workPhone: string | null;
    mobilePhone: string | null;
    emailAddress: string;
  };
  previousWebOrderPlaced: boolean;
  previousTelephoneOrderPlaced: boolean;
  /** Pence; 0 for a cash customer. */
  creditLimit: number;
  creditAccount: boolean;
  availableCredit: number;
  creditUpsell: boolean;
  numberOfPayments: number;
  accountTradingTitleId: string;
  loyaltyScore: string | null;
  loyaltyOptIn: LoyaltyOptIn;
  loyaltySendEmail: boolean;
  pandpStatusCode: string;
  pandpEndDate: string | null;
  rollOverBalanceIndicator: boolean;
  /** A VIP customer (the promotions call's vipIndicator). */
  vip: boolean;
}

type AddressRow = typeof customerAddresses.$inferSelect;

function address(row: AddressRow): AccountAddress {
  return {
    flatId: row.flatId,
    houseNo: row.houseNo,
    houseName: row.houseName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    town: row.town,
    county: row.county,
    postCode: row.postCode,
    addressType: row.addressType === 'DELIVERY' ? 'DELIVERY' : 'ACCOUNT',
    isTPA: row.isTpa,
    isDefaultDeliveryAddress: row.isDefaultDeliveryAddress,
    countryName: row.countryName,
    countryIso: row.countryIso,
  };
}

/** Available credit never goes below zero, whatever the balance. */
export const availableToSpend = (limitPence: number, balancePence: number) => Math.max(0, limitPence - balancePence);

export async function getCustomerDetails(db: Db, customerId: string): Promise<CustomerDetails | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return null;
  const [addresses, [credit]] = await Promise.all([
    db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.isDefaultDeliveryAddress), asc(customerAddresses.id)),
    db.select().from(creditAccounts).where(eq(creditAccounts.customerId, customerId)),
  ]);
  const account = addresses.find((a) => a.addressType === 'ACCOUNT');
  return {
    customerReferenceAccountId: row.id,
    title: row.title,
    firstname: row.firstName,
    lastname: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    accountAddress: account ? address(account) : null,
    // Saved addresses with the default first (spec §3 "Addresses").
    deliveryAddresses: addresses.filter((a) => a.addressType === 'DELIVERY' || a.isDefaultDeliveryAddress).map(address),
    contactDetails: {
      homePhone: row.homePhone,
      workPhone: row.workPhone,
      mobilePhone: row.mobilePhone,
      emailAddress: row.email,
    },
    previousWebOrderPlaced: row.previousWebOrderPlaced,
    previousTelephoneOrderPlaced: row.previousTelephoneOrderPlaced,
    creditLimit: credit?.creditLimitPence ?? 0,
    creditAccount: Boolean(credit),
    availableCredit: credit ? availableToSpend(credit.creditLimitPence, credit.balancePence) : 0,
    creditUpsell: row.creditUpsell,
    numberOfPayments: credit?.numberOfPayments ?? 0,
    accountTradingTitleId: row.brandCode.toUpperCase(),
    loyaltyScore: row.loyaltyScore,
    loyaltyOptIn: row.loyaltyOptIn === 'OPTED_IN' ? 'OPTED_IN' : 'NOT_OPTED_IN',
    loyaltySendEmail: row.loyaltySendEmail,
    pandpStatusCode: row.pandpStatusCode,
    pandpEndDate: row.pandpEndDate,
    rollOverBalanceIndicator: row.rollOverBalanceIndicator,
    vip: row.vip,
  };
}

export interface NewCustomer {
  id: string;
  brandCode: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Makes sure a customer signed in through the provider has a commerce record (created on their first sign-in, i.e.
 * right after registration). Answers whether it was created now. Never changes an existing customer.
 */
export async function ensureCustomer(db: Db, input: NewCustomer): Promise<{ created: boolean; brandCode: string }> {
  const inserted = await db
    .insert(customers)
    .values({
      id: input.id,
      brandCode: input.brandCode,
      firstName: input.firstName.slice(0, 50),
      lastName: input.lastName.slice(0, 50),
      email: input.email.slice(0, 254),
    })
    .onConflictDoNothing({ target: customers.id })
    .returning({ id: customers.id });
  if (inserted.length > 0) return { created: true, brandCode: input.brandCode };
  const [existing] = await db
    .select({ brandCode: customers.brandCode })
    .from(customers)
    .where(eq(customers.id, input.id));
  return { created: false, brandCode: existing?.brandCode ?? input.brandCode };
}

/** The customer's brand, when the id belongs to that brand (a customer belongs to one trading title). */
export async function customerBelongsTo(db: Db, customerId: string, brandCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.brandCode, brandCode)));
  return Boolean(row);
}

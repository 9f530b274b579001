// Demo customers for every brand, one per case the spec names: a cash customer (previous orders, loyalty opted in),
// a credit-account customer (loyalty not opted in), a credit customer in arrears, and a new customer with no
// previous order; the cash customer is also a VIP. Their ids and emails are the identity provider's demo accounts
// (lib/identity/src/demo-accounts.ts derives the same ids the same way; the password is in the README). Idempotent:
// existing customers are kept as they are, so a shopper's own changes survive a re-seed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditAccounts, customerAddresses, customers } from '../db/schema-customers.ts';

const brandOrder = ['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma'] as const;
/** The brands the demo customers (and their past orders) are seeded for, in identity-provider order. */
export const demoBrandCodes = brandOrder;
export const demoPersonas = ['cash', 'credit', 'arrears', 'new'] as const;
export type DemoPersona = (typeof demoPersonas)[number];

/** `7` + brand position (1–9) + `000000` + persona position (1–4), as the identity provider numbers them. */
export function demoCustomerId(brandCode: (typeof brandOrder)[number], persona: DemoPersona): string {
  return `7${brandOrder.indexOf(brandCode) + 1}000000${demoPersonas.indexOf(persona) + 1}`;
}

interface Persona {
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  address: { houseNo: string; addressLine1: string; town: string; county: string; postCode: string };
  mobilePhone: string;
}

const personas: Record<DemoPersona, Persona> = {
  cash: {
    title: 'Mrs',
    firstName: 'Amelia',
    lastName: 'Hughes',
    gender: 'FEMALE',
    dateOfBirth: '1984-03-12',
    address: {
      houseNo: '14',
      addressLine1: 'Rosemary Lane',
      town: 'Leeds',
      county: 'West Yorkshire',
      postCode: 'LS6 2AB',
    },
    mobilePhone: '07700900101',
  },
  credit: {
    title: 'Ms',
    firstName: 'Olivia',
    lastName: 'Patel',
    gender: 'FEMALE',
    dateOfBirth: '1979-11-02',
    address: {
      houseNo: '3',
      addressLine1: 'Chapel Street',
      town: 'Manchester',
      county: 'Greater Manchester',
      postCode: 'M4 1EW',
    },
    mobilePhone: '07700900102',
  },
  arrears: {
    title: 'Mr',
    firstName: 'George',
    lastName: 'Evans',
    gender: 'MALE',
    dateOfBirth: '1968-07-21',
    address: {
      houseNo: '88',
      addressLine1: 'Station Road',
      town: 'Cardiff',
      county: 'South Glamorgan',
      postCode: 'CF10 1AA',
    },
    mobilePhone: '07700900103',
  },
  new: {
    title: 'Miss',
    firstName: 'Isla',
    lastName: 'Murphy',
    gender: 'FEMALE',
    dateOfBirth: '1998-05-30',
    address: { houseNo: '7', addressLine1: 'Harbour View', town: 'Bristol', county: 'Bristol', postCode: 'BS1 4RW' },
    mobilePhone: '07700900104',
  },
};

/** The long-standing cash customer is a VIP (spec §7 vipIndicator; VIP-only promotions). */
export const VIP_PERSONAS: readonly DemoPersona[] = ['cash'];

export async function seedCustomers(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let created = 0;
    for (const [index, brandCode] of brandOrder.entries()) {
      for (const persona of demoPersonas) {
        const p = personas[persona];
        const id = demoCustomerId(brandCode, persona);
        const inserted = await tx
          .insert(customers)
          .values({
            id,
            brandCode,
            title: p.title,
            firstName: p.firstName,
            lastName: p.lastName,
            gender: p.gender,
            dateOfBirth: p.dateOfBirth,
            email: `${persona}.${brandCode}@example.com`,
            mobilePhone: p.mobilePhone,
            previousWebOrderPlaced: persona !== 'new',
            previousTelephoneOrderPlaced: persona === 'arrears',
            loyaltyOptIn: persona === 'cash' ? 'OPTED_IN' : 'NOT_OPTED_IN',
            loyaltySendEmail: persona === 'cash',
            loyaltyScore: persona === 'cash' ? '004' : null,
            newsletterOptIn: persona === 'cash' || persona === 'credit',
            contactByEmail: persona !== 'arrears',
            creditUpsell: persona === 'cash',
            vip: VIP_PERSONAS.includes(persona),
          })
          .onConflictDoNothing({ target: customers.id })
          .returning({ id: customers.id });
        if (inserted.length === 0) continue;
        created++;
        const recipient = { title: p.title, firstName: p.firstName, surname: p.lastName };
        await tx.insert(customerAddresses).values({
          customerId: id,
          addressType: 'ACCOUNT',
          ...recipient,
          ...p.address,
          isDefaultDeliveryAddress: true,
        });
        if (persona === 'cash') {
          // A second saved delivery address, in Scotland (its own bank holidays), for the delivery step's list.
          await tx.insert(customerAddresses).values({
            customerId: id,
            addressType: 'DELIVERY',
            ...recipient,
            houseName: 'Caledonian House',
            addressLine1: '21 George Street',
            town: 'Edinburgh',
            county: 'Midlothian',
            postCode: 'EH2 2PB',
            addressDescription: 'Work',
          });
        }
        if (persona === 'credit' || persona === 'arrears') {
          const arrears = persona === 'arrears';
          await tx
            .insert(creditAccounts)
            .values({
              customerId: id,
              accountNumber: `${brandCode.toUpperCase()}${String(index + 1).padStart(2, '0')}${arrears ? '5520' : '4410'}`,
              creditLimitPence: arrears ? 50_000 : 150_000,
              balancePence: arrears ? 48_200 : 23_450,
              arrearsStatus: arrears ? 'ARREARS_2' : 'UP_TO_DATE',
              arrearsPence: arrears ? 6_400 : 0,
              purchaseOnHold: arrears,
              aprBasisPoints: 3_990,
              numberOfPayments: 12,
              paymentDueDate: sql`(current_date + 14)`,
              expectedPaymentPence: arrears ? 9_600 : 2_500,
              activeDirectDebit: !arrears,
              cliPrefType: arrears ? 3 : 1,
              proposedCreditLimitPence: arrears ? null : 200_000,
            })
            .onConflictDoNothing({ target: creditAccounts.customerId });
        }
      }
    }
    // VIP status is reference data, not something a shopper changes: demo customers seeded before the column existed
    // get theirs too.
    const vipIds = brandOrder.flatMap((brandCode) => VIP_PERSONAS.map((persona) => demoCustomerId(brandCode, persona)));
    await tx
      .update(customers)
      .set({ vip: true })
      .where(and(inArray(customers.id, vipIds), eq(customers.vip, false)));
    return created;
  });
}

// Past orders for the demo customers who have ordered before (cash, credit and arrears; never the "new" customer,
// whose previousWebOrderPlaced is false), so the account overview has a history to show. Lines are real products of
// the customer's brand, priced as the catalogue prices them. Deterministic order numbers below the live sequence;
// placed-at dates count back from the first seed. Idempotent: orders already there are left as they are.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productOptions, products } from '../db/schema.ts';
import { customers } from '../db/schema-customers.ts';
import { type DeliveryMethod, type OrderStatus, orders } from '../db/schema-orders.ts';
import { type OrderLineInput, recordOrder } from '../orders/orders.ts';
import { type DemoPersona, demoBrandCodes, demoCustomerId, demoPersonas } from './customers.ts';

interface PastOrder {
  daysAgo: number;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  /** Quantities of the order's lines. */
  quantities: number[];
}

/** Newest first. The cash customer has more than the overview shows (it lists five). */
const history: Record<Exclude<DemoPersona, 'new'>, PastOrder[]> = {
  cash: [
    { daysAgo: 3, status: 'PROCESSING', deliveryMethod: 'EXPRESS', quantities: [1, 2] },
    { daysAgo: 16, status: 'DISPATCHED', deliveryMethod: 'STANDARD', quantities: [1] },
    { daysAgo: 41, status: 'DELIVERED', deliveryMethod: 'CLICK_AND_COLLECT', quantities: [1, 1, 1] },
    { daysAgo: 75, status: 'RETURNED', deliveryMethod: 'STANDARD', quantities: [1] },
    { daysAgo: 118, status: 'DELIVERED', deliveryMethod: 'PARCEL_SHOP', quantities: [2] },
    { daysAgo: 170, status: 'CANCELLED', deliveryMethod: 'NOMINATED', quantities: [1, 1] },
    { daysAgo: 244, status: 'DELIVERED', deliveryMethod: 'STANDARD', quantities: [1] },
  ],
  credit: [
    { daysAgo: 9, status: 'DISPATCHED', deliveryMethod: 'NOMINATED', quantities: [1, 1] },
    { daysAgo: 52, status: 'DELIVERED', deliveryMethod: 'STANDARD', quantities: [3] },
    { daysAgo: 133, status: 'DELIVERED', deliveryMethod: 'EXPRESS', quantities: [1] },
  ],
  arrears: [
    { daysAgo: 64, status: 'DELIVERED', deliveryMethod: 'STANDARD', quantities: [1, 2] },
    { daysAgo: 190, status: 'DELIVERED', deliveryMethod: 'CLICK_AND_COLLECT', quantities: [1] },
  ],
};

const deliveryCharge: Record<DeliveryMethod, number> = {
  STANDARD: 399,
  EXPRESS: 599,
  NOMINATED: 699,
  CLICK_AND_COLLECT: 0,
  PARCEL_SHOP: 299,
};

/** Where the seeded orders went: each persona's account address (seed/customers.ts). */
const addressOf: Record<keyof typeof history, Record<string, string>> = {
  cash: {
    firstName: 'Amelia',
    surName: 'Hughes',
    houseNumber: '14',
    addressLine1: 'Rosemary Lane',
    town: 'Leeds',
    postcode: 'LS6 2AB',
  },
  credit: {
    firstName: 'Olivia',
    surName: 'Patel',
    houseNumber: '3',
    addressLine1: 'Chapel Street',
    town: 'Manchester',
    postcode: 'M4 1EW',
  },
  arrears: {
    firstName: 'George',
    surName: 'Evans',
    houseNumber: '88',
    addressLine1: 'Station Road',
    town: 'Cardiff',
    postcode: 'CF10 1AA',
  },
};

/** `5` + brand position (1–9) + persona position (1–3) + the order's position (5 digits): 8 digits. */
export function demoOrderNumber(brandCode: string, persona: DemoPersona, index: number): string {
  return `5${demoBrandCodes.indexOf(brandCode as (typeof demoBrandCodes)[number]) + 1}${demoPersonas.indexOf(persona) + 1}${String(index + 1).padStart(5, '0')}`;
}

/** The demo customers' past orders for each brand (default all nine); returns how many orders were written. */
export async function seedDemoOrders(db: Db, brandCodes: readonly string[] = demoBrandCodes): Promise<number> {
  const now = Date.now();
  let written = 0;
  for (const brandCode of demoBrandCodes.filter((code) => brandCodes.includes(code))) {
    // The first option of each of the brand's first products (by product number).
    const optionRows = await db
      .select({
        productNumber: products.productNumber,
        productName: products.name,
        optionNumber: productOptions.optionNumber,
        price: products.pricePence,
        optionPrice: productOptions.pricePence,
      })
      .from(products)
      .innerJoin(productOptions, eq(productOptions.productId, products.id))
      .where(eq(products.brandCode, brandCode))
      .orderBy(asc(products.productNumber), asc(productOptions.position), asc(productOptions.optionNumber))
      .limit(600);
    const catalogue = optionRows
      .filter((row, index) => optionRows[index - 1]?.productNumber !== row.productNumber)
      .slice(0, 60);
    if (catalogue.length === 0) throw new Error(`Seed the ${brandCode} catalogue before its demo orders.`);

    const wanted = (Object.keys(history) as (keyof typeof history)[]).flatMap((persona) =>
      history[persona].map((order, index) => ({
        persona,
        order,
        index,
        number: demoOrderNumber(brandCode, persona, index),
      })),
    );
    const existing = new Set(
      (
        await db
          .select({ number: orders.orderNumber })
          .from(orders)
          .where(
            inArray(
              orders.orderNumber,
              wanted.map((w) => w.number),
            ),
          )
      ).map((row) => row.number),
    );
    const present = new Set(
      (await db.select({ id: customers.id }).from(customers).where(eq(customers.brandCode, brandCode))).map(
        (row) => row.id,
      ),
    );
    for (const { persona, order, index, number } of wanted) {
      const customerId = demoCustomerId(brandCode as (typeof demoBrandCodes)[number], persona);
      if (existing.has(number) || !present.has(customerId)) continue;
      const personaOffset = demoPersonas.indexOf(persona) * 17;
      const lines: OrderLineInput[] = order.quantities.map((quantity, line) => {
        const product = catalogue[(personaOffset + index * 5 + line * 3) % catalogue.length];
        if (!product) throw new Error('empty catalogue');
        return {
          productNumber: product.productNumber,
          optionNumber: product.optionNumber,
          productName: product.productName,
          quantity,
          unitPricePence: product.optionPrice ?? product.price,
        };
      });
      const placedAt = new Date(now - order.daysAgo * 86_400_000);
      placedAt.setUTCHours(9 + ((index * 3 + demoPersonas.indexOf(persona)) % 11), (index * 13) % 60, 0, 0);
      await recordOrder(db, {
        orderNumber: number,
        brandCode,
        customerId,
        deliveryMethod: order.deliveryMethod,
        deliveryChargePence: deliveryCharge[order.deliveryMethod],
        status: order.status,
        placedAt,
        lines,
        // Delivered to the customer's account address, paid by card (the summary only: type and last four digits).
        delivery: { speed: order.deliveryMethod, address: addressOf[persona] },
        payment: { method: 'card', cardType: index % 2 ? '002' : '001', panSuffix: index % 2 ? '2235' : '2701' },
      });
      written++;
    }
  }
  return written;
}

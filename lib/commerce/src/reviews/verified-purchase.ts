// The verified-purchase flag a review carries (DMCC Act 2024 Sch 20: reasonable steps against fake reviews): the
// product is in one of the customer's own orders that was not cancelled.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderLines, orders } from '../db/schema-orders.ts';

export async function hasBought(db: Db, customerId: string, productNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orderLines.productNumber, productNumber),
        ne(orders.status, 'CANCELLED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

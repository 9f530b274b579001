// cartMerge (spec §7): after sign-in, the guest bag joins the customer's open bag for this brand. Both bags are locked
// in id order (no deadlock between two merges), quantities add up to the line limit, and the guest bag is emptied.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bagEntries, bags } from '../db/schema-bag.ts';
import { asResult, BagFailure, type BagResult, MAX_BAG_LINES, MAX_LINE_QUANTITY } from './errors.ts';
import { assertAccess, type BagContext, bagIdFrom, finishChange, lockCustomerBag } from './locked.ts';
import type { Cart } from './view.ts';

/** Merges the guest bag (sealed `cartId`, optional) into the signed-in customer's bag; null when neither exists. */
export function mergeBags(db: Db, context: BagContext, cartId: string | null): Promise<BagResult<Cart | null>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      if (!context.customerId) throw new BagFailure('SIGN_IN_REQUIRED');
      const guestId = cartId ? bagIdFrom(cartId) : null;
      const own = await lockCustomerBag(tx, context);
      const ids = [guestId, own?.id].filter((id): id is string => Boolean(id));
      const locked = ids.length
        ? await tx.select().from(bags).where(inArray(bags.id, ids)).orderBy(asc(bags.id)).for('update')
        : [];
      const guest = guestId ? locked.find((bag) => bag.id === guestId) : undefined;
      if (guestId) assertAccess(guest, context);
      if (!guest || guest.id === own?.id) {
        const target = guest ?? own;
        return target ? finishChange(tx, target, context) : null;
      }
      if (!own) return finishChange(tx, guest, context);

      const [guestLines, ownLines] = await Promise.all([
        tx.select().from(bagEntries).where(eq(bagEntries.bagId, guest.id)).orderBy(asc(bagEntries.position)),
        tx.select().from(bagEntries).where(eq(bagEntries.bagId, own.id)),
      ]);
      const ownByOption = new Map(ownLines.map((line) => [line.optionNumber, line]));
      let position = ownLines.reduce((last, line) => Math.max(last, line.position), -1);
      let lineCount = ownLines.length;
      for (const line of guestLines) {
        const mine = ownByOption.get(line.optionNumber);
        if (mine) {
          const quantity =
            line.productType === 'DELIVERY_SUBSCRIPTION'
              ? 1
              : Math.min(MAX_LINE_QUANTITY, mine.quantity + line.quantity);
          await tx
            .update(bagEntries)
            .set({ quantity })
            .where(and(eq(bagEntries.bagId, own.id), eq(bagEntries.optionNumber, line.optionNumber)));
        } else if (lineCount < MAX_BAG_LINES) {
          position += 1;
          lineCount += 1;
          await tx.insert(bagEntries).values({ ...line, bagId: own.id, position });
        }
      }
      await tx.delete(bags).where(eq(bags.id, guest.id));
      const claim = own.claimCode ? {} : { claimCode: guest.claimCode, claimCodeProactive: guest.claimCodeProactive };
      return finishChange(tx, own, context, { changes: claim });
    }),
  );
}

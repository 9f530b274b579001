// promoCode (spec §7): add or delete the bag's promotion code, typed by the shopper or accepted from a proactive
// offer. Checked against the bag's current goods value inside the bag's transaction.
import type { Db } from '../db/client.ts';
import { normaliseCode, rejectionFor } from '../promotions/engine.ts';
import type { PromoRejection } from '../promotions/messages.ts';
import { findPromotion } from '../promotions/store.ts';
import { asResult, BagFailure, type BagFailureCode, type BagResult } from './errors.ts';
import { isUnavailable, readLines } from './lines.ts';
import { type BagContext, bagIdFrom, finishCart, finishChange, goodsValue, lockBag } from './locked.ts';
import type { Cart } from './view.ts';

export interface PromoCodeInput {
  cartId: string;
  claimCodeName: string;
  action: 'Add' | 'Delete';
  proactive: boolean;
}

const failureFor: Record<PromoRejection, BagFailureCode> = {
  NOT_RECOGNISED: 'PROMO_NOT_RECOGNISED',
  EXPIRED: 'PROMO_EXPIRED',
  NOT_QUALIFIED: 'PROMO_NOT_QUALIFIED',
};

export function changePromoCode(db: Db, context: BagContext, input: PromoCodeInput): Promise<BagResult<Cart>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      const bag = await lockBag(tx, bagIdFrom(input.cartId), context);
      if (input.action === 'Delete') {
        if (!bag.claimCode) return finishCart(tx, bag, context);
        return finishChange(tx, bag, context, { changes: { claimCode: null, claimCodeProactive: false } });
      }
      const promotion = await findPromotion(tx, input.claimCodeName);
      const lines = (await readLines(tx, bag.id, context.brandCode)).filter((line) => !isUnavailable(line));
      const rejection = rejectionFor(promotion, {
        brandCode: context.brandCode,
        goodsTotal: goodsValue(lines),
        shopper: context.shopper,
        now: context.now ?? new Date(),
      });
      if (rejection || !promotion) {
        // A failed proactive offer shows the generic message (§8); a typed code says why.
        throw new BagFailure(input.proactive ? 'PROACTIVE_PROMO_FAILED' : failureFor[rejection ?? 'NOT_RECOGNISED']);
      }
      const code = normaliseCode(promotion.code);
      return finishChange(tx, bag, context, { changes: { claimCode: code, claimCodeProactive: input.proactive } });
    }),
  );
}

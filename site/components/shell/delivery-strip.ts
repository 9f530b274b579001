import type { BrandDeliveryRules } from '@shop/commerce/delivery/rules';
import { formatPence } from '@shop/ui/format';

/**
 * The header strip's delivery offer, from the brand's delivery rules (never a figure typed anywhere): the
 * free-standard-delivery threshold where there is one, and the next-day cut-off.
 */
export function deliveryStripText(rules: BrandDeliveryRules): { offer: string; cutOff: string } {
  const threshold = rules.freeStandardFrom;
  const offer =
    threshold === 0
      ? 'Free standard delivery on every order'
      : threshold === null
        ? `Standard delivery ${formatPence(rules.standardCharge)}`
        : `Free standard delivery when you spend ${threshold % 100 === 0 ? `£${threshold / 100}` : formatPence(threshold)}`;
  const hour = rules.cutOffHour % 12 === 0 ? 12 : rules.cutOffHour % 12;
  const cutOff = `Order by ${hour}${rules.cutOffHour < 12 ? 'am' : 'pm'} for next-day delivery`;
  return { offer, cutOff };
}

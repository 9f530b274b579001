// The delivery subscription ("unlimited delivery for a year") sold in the bag like a product. It is not a catalogue
// item: one fixed product code, quantity one, no delivery charge, and removed when the shopper already subscribes.

export const DELIVERY_SUBSCRIPTION_TYPE = 'DELIVERY_SUBSCRIPTION';
export const DELIVERY_SUBSCRIPTION_CODE = 'DSUB365';
export const DELIVERY_SUBSCRIPTION_OFFER = '365365';
export const DELIVERY_SUBSCRIPTION_PRICE = 995;
export const DELIVERY_SUBSCRIPTION_NAME = 'Unlimited delivery for a year';

export type DeliverySubscriptionAccountType = 'STA' | 'DS' | 'NONDS';

/**
 * Spec §6: STA when the trading title is STA; DS when the customer's pandp status is ACTIVE; otherwise NONDS.
 */
export function accountTypeFor(
  tradingTitleId: string,
  pandpStatusCode: string | null,
): DeliverySubscriptionAccountType {
  if (tradingTitleId === 'STA') return 'STA';
  if (pandpStatusCode === 'ACTIVE') return 'DS';
  return 'NONDS';
}

/**
 * Whether a subscription in the bag must go (removeDS): staff accounts never buy one, and a shopper whose current
 * subscription runs past a year from now already has what it would buy.
 */
export function shouldRemoveSubscription(
  accountType: DeliverySubscriptionAccountType,
  endDate: Date | null,
  now: Date,
): boolean {
  if (accountType === 'STA') return true;
  if (accountType !== 'DS') return false;
  if (!endDate) return true;
  const yearAhead = new Date(now.getTime());
  yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
  return endDate.getTime() >= yearAhead.getTime();
}

/** Parses the spec's dd/mm/yyyy end date (UTC midnight), or null when it is not a real date. */
export function parseUkDate(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1) return null;
  return date;
}

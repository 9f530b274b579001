// Money is integer pence everywhere; this is the one place it becomes "£12.99".
import { onFirstUse } from './intl.ts';

const gbp = onFirstUse(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));

/** Formats integer pence as pounds, e.g. 1999 → "£19.99", -500 → "-£5.00". Fractional pence is a bug and throws. */
export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Expected integer pence, got ${pence}`);
  return gbp().format(pence / 100);
}

/** Formats integer pence as whole pounds without pence where it is whole ("£50", "£1,000"), else as formatPence. */
export function formatWholePounds(pence: number): string {
  return pence % 100 === 0 ? `£${(pence / 100).toLocaleString('en-GB')}` : formatPence(pence);
}

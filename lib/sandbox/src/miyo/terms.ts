// Miyo "Pay in 3": the key product information UK Deferred Payment Credit needs before the agreement (anchors §3): the
// instalments and their dates, no interest, the late fee and its cap, and that it is credit. And the sandbox's
// deterministic outcomes: over the limit, and the named test applicants (by surname).

export const INSTALMENTS = 3;
/** Charged for each instalment missed, and at most this much per purchase. */
export const LATE_FEE_PENCE = 600;
export const LATE_FEE_CAP_PENCE = 1_800;
/** The hosted page is open this long after the session is made; an approval's token is valid this long. */
export const SESSION_TTL_MS = 60 * 60_000;
export const TOKEN_TTL_MS = 60 * 60_000;

/**
 * Test applicants, chosen by the surname entered on the hosted page (any case):
 * - Declined: the application is declined on the page (no token).
 * - Referred: approved on the page, but authorisation answers status REFERRED, code REFER (not SUCCESS).
 * - Mixedcase: authorised with code "Success" (the shop must accept SUCCESS in any case).
 * Anyone else is approved and authorised with code SUCCESS, unless the amount is over the limit.
 */
export const TEST_SURNAMES = { declined: 'Declined', referred: 'Referred', mixedCase: 'Mixedcase' } as const;

export interface Instalment {
  number: number;
  amountPence: number;
  /** ISO date (YYYY-MM-DD). */
  dueDate: string;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** Three monthly instalments, the first today; any odd pence go on the first so they add up exactly. */
export function instalmentsFor(amountPence: number, today: Date): Instalment[] {
  const base = Math.floor(amountPence / INSTALMENTS);
  return Array.from({ length: INSTALMENTS }, (_, i) => ({
    number: i + 1,
    amountPence: i === 0 ? amountPence - base * (INSTALMENTS - 1) : base,
    dueDate: addMonths(today, i).toISOString().slice(0, 10),
  }));
}

export const pounds = (pence: number): string =>
  `${pence < 0 ? '−' : ''}£${(Math.abs(pence) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

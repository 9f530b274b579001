// The browser's Miyo calls: open a session (then go to Miyo's hosted page), and, back from it, ask the shop to
// authorise and complete (it may answer PAYMENT_IN_PROGRESS while Miyo's callback is completing the same order).
import { fetcher } from '@/lib/client/fetcher.ts';
import { CHANNEL } from './payment-client.ts';

export interface MiyoSessionAnswer {
  sessionId: string;
  redirectUrl: string;
}

export interface MiyoOrderAnswer {
  status: 'SUCCESS';
  order: { cartId: string; orderNumber: string };
}

const post = <T>(url: string, body: unknown) => fetcher<T>(url, { method: 'POST', body: JSON.stringify(body) });

export const openMiyoSession = (body: { cartId: string; amount: number; websiteIdentifier: string }) =>
  post<MiyoSessionAnswer>('/api/miyo/session', { ...body, channel: CHANNEL });

export const miyoCreditAuthorisation = (body: { miyoSession: string; websiteIdentifier: string }) =>
  post<MiyoOrderAnswer>('/api/miyo/creditAuthorisation', body);

/** Three instalments, odd pence on the first (as Miyo plans them). */
export function miyoInstalments(totalPence: number): number[] {
  const base = Math.floor(totalPence / 3);
  return [totalPence - base * 2, base, base];
}

import { getCreditPaymentReceipt } from '@shop/commerce/credit/make-a-payment';
import { z } from 'zod';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { requireCustomer } from '@/lib/checkout/payments.ts';
import { json, RouteError, readQuery, requestBrand, route } from '@/lib/http/route.ts';

const query = z.object({ receiptNumber: z.string().regex(/^MP\d{8}$/, 'not a receipt number') });

/** GET /api/checkout/creditPaymentReceipt?receiptNumber=: the signed-in customer's own make-a-payment receipt. */
export const GET = route(async (request) => {
  const context = await bagContextFor(request, requestBrand(request));
  const customerId = requireCustomer(context);
  const { receiptNumber } = readQuery(request, query);
  const receipt = await getCreditPaymentReceipt(await bagDb(), customerId, receiptNumber);
  // Another customer's receipt, or none by that number: not found (never which).
  if (!receipt) throw new RouteError(404, 'RECEIPT_NOT_FOUND', 'We couldn’t find that payment.');
  return json(receipt);
});

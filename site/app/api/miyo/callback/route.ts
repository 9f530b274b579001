import { completeMiyoPayment } from '@shop/commerce/miyo/checkout';
import { createLogger } from '@shop/runtime/log';
import { bagDb } from '@/lib/bag/request.ts';
import { callbackBody, contextForSession, miyoProvider } from '@/lib/checkout/miyo.ts';
import { mailConfirmationFrom } from '@/lib/checkout/payments.ts';
import { json } from '@/lib/http/route.ts';

const log = createLogger('site').child({ component: 'miyo-callback' });

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Miyo's server-to-server approval callback, so the order completes even when the shopper's browser never comes back.
 * Signed (`Miyo-Signature`, HMAC-SHA256 with the merchant key, 5 minutes' tolerance), so not behind `route()`'s browser
 * origin check: the signature is the authorisation. The session is then read from Miyo and completed under the same
 * key as the browser's return (one order). A 503 asks Miyo to try again later; anything settled answers 200.
 */
export async function POST(request: Request): Promise<Response> {
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) {
    return json({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' }, { status: 413 });
  }
  const miyo = miyoProvider();
  if (!miyo.verifyCallback(text, request.headers.get('miyo-signature'))) {
    return json(
      { code: 'INVALID_SIGNATURE', message: 'The callback signature is missing or not valid.' },
      { status: 401 },
    );
  }
  let event: { sessionId: string };
  try {
    const parsed = callbackBody.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error('invalid');
    event = parsed.data;
  } catch {
    return json({ code: 'VALIDATION_ERROR', message: 'Not a Miyo approval event.' }, { status: 400 });
  }
  try {
    const result = await completeMiyoPayment(await bagDb(), miyo, contextForSession, event.sessionId, {
      customerId: null,
      brandCode: null,
    });
    if (result.ok) {
      if (result.context && result.origin) await mailConfirmationFrom(result.origin, result.context, result.value);
      return json({ received: true, outcome: 'ORDERED', orderNumber: result.value.orderNumber });
    }
    if (result.code === 'PAYMENT_UNAVAILABLE' || result.code === 'PAYMENT_IN_PROGRESS') {
      return json({ received: false, outcome: result.code }, { status: 503, headers: { 'retry-after': '5' } });
    }
    // Settled without an order (declined, bag changed or already paid): nothing for Miyo to retry.
    return json({ received: true, outcome: result.code });
  } catch (error) {
    log.error({ err: error }, 'miyo callback failed');
    return json({ received: false, outcome: 'ERROR' }, { status: 503 });
  }
}

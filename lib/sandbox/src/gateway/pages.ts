// The gateway's browser-facing pages and client script, all served from the sandbox's origin: the hosted card fields
// (framed by the shop's checkout page through microform.js), device data collection, the 3-D Secure challenge and the
// test-card list. Messages to the shop page go by postMessage (shapes in lib/sandbox/README.md).
import { escapeHtml } from '../mail/pages.ts';
import { DECLINE_AMOUNTS, GATEWAY_CARD_TYPES, type Network, OTHER_CARDS, TEST_CARDS, testExpiry } from './cards.ts';

const styles = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:12px;color:#1a1a1a}
label{display:block;font-weight:600;margin:8px 0 4px}input{font:inherit;padding:8px;border:1px solid #666;border-radius:4px;width:100%;box-sizing:border-box}
input[aria-invalid=true]{border-color:#b00020}.error{color:#b00020;font-size:14px;min-height:1em;margin:2px 0 0}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}button{font:inherit;padding:8px 16px;margin:4px 8px 4px 0;cursor:pointer}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}`;

const page = (title: string, body: string, script = ''): string =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body>${body}${
    script ? `<script>${script}</script>` : ''
  }</body></html>`;

/** JSON safe to put inside a <script> element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function fieldsPage(input: {
  captureContext: string;
  targetOrigins: string[];
  allowedCardNetworks: Network[];
}): string {
  const body = `<main><form id="card" novalidate>
<div><label for="number">Card number</label><input id="number" name="number" autocomplete="cc-number" inputmode="numeric" aria-describedby="number-error" spellcheck="false"><p class="error" id="number-error" aria-live="polite"></p></div>
<button type="submit" hidden tabindex="-1">Pay</button>
<div class="row"><div><label for="expiry">Expiry date (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY" aria-describedby="expiry-error"><p class="error" id="expiry-error" aria-live="polite"></p></div>
<div><label for="securityCode">Security code</label><input id="securityCode" name="securityCode" autocomplete="cc-csc" inputmode="numeric" aria-describedby="securityCode-error"><p class="error" id="securityCode-error" aria-live="polite"></p></div></div>
</form></main>`;
  const script = `(() => {
const config = ${scriptJson(input)};
const ids = ['number', 'expiry', 'securityCode'];
const el = (id) => document.getElementById(id);
let parentOrigin = null;
const send = (message) => {
  const data = { source: 'sandbox-microform', ...message };
  if (parentOrigin) parent.postMessage(data, parentOrigin);
  else for (const origin of config.targetOrigins) parent.postMessage(data, origin);
};
const networkOf = (digits) => {
  if (/^4/.test(digits)) return 'VISA';
  if (/^3[47]/.test(digits)) return 'AMEX';
  const two = Number(digits.slice(0, 2)), four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (/^(50|5[6-8]|6[37])/.test(digits)) return 'MAESTRO';
  return null;
};
const showErrors = (fields) => {
  for (const id of ids) {
    const message = fields[id] || '';
    el(id + '-error').textContent = message;
    if (message) el(id).setAttribute('aria-invalid', 'true'); else el(id).removeAttribute('aria-invalid');
  }
};
const changed = () => {
  const digits = el('number').value.replace(/\\D/g, '');
  const network = digits.length >= 2 ? networkOf(digits) : null;
  send({
    type: 'change',
    cardType: network,
    allowed: network ? config.allowedCardNetworks.includes(network) : null,
    empty: ids.every((id) => el(id).value.trim() === ''),
    complete: digits.length >= 12 && /^\\d{1,2}\\s*\\/\\s*\\d{2,4}$/.test(el('expiry').value.trim()) && /^\\d{3,4}$/.test(el('securityCode').value.trim()),
  });
};
for (const id of ids) el(id).addEventListener('input', changed);
el('card').addEventListener('submit', (event) => { event.preventDefault(); send({ type: 'submit' }); });
const resize = () => send({ type: 'resize', height: document.documentElement.scrollHeight });
let busy = null;
window.addEventListener('message', async (event) => {
  if (event.source !== parent || !config.targetOrigins.includes(event.origin)) return;
  const data = event.data;
  if (!data || data.source !== 'sandbox-microform') return;
  parentOrigin = event.origin;
  if (data.type === 'focus') { el('number').focus(); return; }
  if (data.type !== 'createToken' || busy) return;
  busy = data.requestId;
  const [month, year] = el('expiry').value.split('/').map((part) => part.trim());
  try {
    const response = await fetch('/gateway/flex/v2/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ captureContext: config.captureContext, number: el('number').value, expiryMonth: month || '', expiryYear: year || '', securityCode: el('securityCode').value }),
    });
    const answer = await response.json();
    if (response.status === 201) {
      showErrors({});
      send({ type: 'token', requestId: data.requestId, token: answer.token });
    } else {
      const fields = answer.fields || {};
      showErrors(fields);
      const first = ids.find((id) => fields[id]);
      if (first) el(first).focus();
      send({ type: 'error', requestId: data.requestId, reason: answer.error || 'error', message: answer.message || 'The card could not be read.', fields: Object.keys(fields) });
    }
  } catch {
    send({ type: 'error', requestId: data.requestId, reason: 'unavailable', message: 'The card could not be sent. Try again.', fields: [] });
  } finally {
    busy = null;
    resize();
  }
});
send({ type: 'ready' });
resize();
})();`;
  return page('Card details', body, script);
}

/** The client script the shop's page loads from the gateway's origin (see README for its API). */
export const MICROFORM_JS = `// Sandbox card gateway: hosted card fields (Microform-style). The shop page never sees the card number.
(() => {
  const scriptOrigin = document.currentScript ? new URL(document.currentScript.src).origin : null;
  const decode = (jwt) => JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  const mount = (options) => new Promise((resolve, reject) => {
    const { captureContext, container, onChange, onSubmit, title, timeoutMs = 10000 } = options;
    const claims = decode(captureContext).ctx;
    const gatewayOrigin = new URL(claims.fieldsUrl).origin;
    if (scriptOrigin && scriptOrigin !== gatewayOrigin) throw new Error('capture context is for another gateway');
    const frame = document.createElement('iframe');
    frame.src = claims.fieldsUrl + '?captureContext=' + encodeURIComponent(captureContext);
    frame.title = title || 'Card details';
    frame.style.cssText = 'width:100%;border:0;height:190px;display:block';
    const pending = new Map();
    let ready = false;
    const listener = (event) => {
      if (event.origin !== gatewayOrigin || event.source !== frame.contentWindow) return;
      const data = event.data;
      if (!data || data.source !== 'sandbox-microform') return;
      if (data.type === 'ready' && !ready) { ready = true; clearTimeout(timer); resolve(api); }
      else if (data.type === 'resize' && data.height > 0) frame.style.height = data.height + 'px';
      else if (data.type === 'submit' && onSubmit) onSubmit();
      else if (data.type === 'change' && onChange) onChange({ cardType: data.cardType, allowed: data.allowed, empty: data.empty, complete: data.complete });
      else if (data.type === 'token' || data.type === 'error') {
        const request = pending.get(data.requestId);
        if (!request) return;
        pending.delete(data.requestId);
        if (data.type === 'token') request.resolve(data.token);
        else request.reject(Object.assign(new Error(data.message), { reason: data.reason, fields: data.fields }));
      }
    };
    window.addEventListener('message', listener);
    let inFlight = null;
    const api = {
      frame,
      createToken() {
        if (inFlight) return inFlight;
        const requestId = Math.random().toString(36).slice(2) + Date.now().toString(36);
        inFlight = new Promise((res, rej) => {
          pending.set(requestId, { resolve: res, reject: rej });
          frame.contentWindow.postMessage({ source: 'sandbox-microform', type: 'createToken', requestId }, gatewayOrigin);
        }).finally(() => { inFlight = null; });
        return inFlight;
      },
      focus() { frame.contentWindow.postMessage({ source: 'sandbox-microform', type: 'focus' }, gatewayOrigin); },
      destroy() { window.removeEventListener('message', listener); frame.remove(); },
    };
    // A frame that never says it is ready (expired capture context, gateway down, framing refused) fails the mount.
    const timer = setTimeout(() => {
      if (ready) return;
      api.destroy();
      reject(Object.assign(new Error('the card fields could not be loaded'), { reason: 'unavailable' }));
    }, timeoutMs);
    container.appendChild(frame);
  });
  window.SandboxMicroform = { mount };
})();
`;

export function ddcPage(referenceId: string, delayMs: number): string {
  return page(
    'Device data collection',
    '<p>Collecting device data…</p>',
    `setTimeout(() => parent.postMessage({ MessageType: 'profile.completed', SessionId: ${scriptJson(referenceId)}, Status: true }, '*'), ${delayMs});`,
  );
}

export function challengePage(
  id: string,
  maskedPan: string,
  alwaysFails: boolean,
  options: { error?: string } = {},
): string {
  const action = `/gateway/cardinal/challenge/${escapeHtml(id)}`;
  const error = options.error ?? '';
  return page(
    '3-D Secure test challenge',
    `<main><h1>3-D Secure test challenge</h1>
<p>Sandbox bank: authenticate the payment with card ${escapeHtml(maskedPan)}.</p>
${alwaysFails ? '<p>This test card fails its challenge whichever button you choose.</p>' : ''}
<form method="post" action="${action}">
<label for="code">One-time code (the test code is 1234)</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" aria-describedby="code-error"${error ? ' aria-invalid="true" autofocus' : ''}>
<p class="error" id="code-error" role="alert">${escapeHtml(error)}</p>
<button type="submit" name="action" value="code">Submit code</button>
</form>
<form method="post" action="${action}">
<button type="submit" name="action" value="complete"${error ? '' : ' autofocus'}>Complete authentication</button>
<button type="submit" name="action" value="fail">Fail authentication</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form></main>`,
  );
}

export function challengeDonePage(id: string, outcome: string, returnOrigin: string): string {
  return page(
    '3-D Secure test challenge',
    `<main><p role="status">Authentication ${escapeHtml(outcome)}. Returning to the shop…</p></main>`,
    `parent.postMessage({ source: 'sandbox-gateway', type: 'challenge-complete', authenticationTransactionId: ${scriptJson(id)}, outcome: ${scriptJson(outcome)} }, ${scriptJson(returnOrigin)});`,
  );
}

export function testCardsPage(now: Date): string {
  const { month, year } = testExpiry(now);
  const expiry = `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`;
  const rows = (cards: ReadonlyArray<{ pan: string; network: Network; description: string }>) =>
    cards
      .map(
        (card) =>
          `<tr><td><code>${card.pan.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${card.network} (${GATEWAY_CARD_TYPES[card.network]})</td><td>${escapeHtml(card.description)}</td></tr>`,
      )
      .join('');
  const declines = DECLINE_AMOUNTS.map(
    (entry) =>
      `<tr><td>£x.${entry.pence}</td><td><code>${entry.reason}</code> (${entry.reasonCode})</td><td>${escapeHtml(entry.description)}</td></tr>`,
  ).join('');
  return page(
    'Sandbox card gateway: test cards',
    `<main><h1>Sandbox card gateway: test cards</h1>
<p>Use expiry <strong>${expiry}</strong> (or any future date) and any 3-digit security code (4 for American Express).</p>
<h2>3-D Secure 2.2 cards</h2>
<table><thead><tr><th scope="col">Card number</th><th scope="col">Network (gateway code)</th><th scope="col">Behaviour</th></tr></thead><tbody>${rows(TEST_CARDS)}</tbody></table>
<p>In the challenge, "Complete authentication" or the code <strong>1234</strong> passes (unless the card fails its challenge), "Fail authentication" fails, "Cancel" abandons;
a wrong code may be tried again and the third wrong one fails.
Challenge and rejected cards are declined (<code>CONSUMER_AUTHENTICATION_REQUIRED</code>) when authorised without authentication.</p>
<h2>Other cards (frictionless)</h2>
<table><thead><tr><th scope="col">Card number</th><th scope="col">Network (gateway code)</th><th scope="col">Notes</th></tr></thead><tbody>${rows(OTHER_CARDS)}</tbody></table>
<h2>Declines by amount</h2>
<p>Any card; the pence of the amount decide.</p>
<table><thead><tr><th scope="col">Amount</th><th scope="col">Reason</th><th scope="col">Meaning</th></tr></thead><tbody>${declines}</tbody></table>
<p>A card whose expiry has passed is declined with <code>EXPIRED_CARD</code>.</p></main>`,
  );
}

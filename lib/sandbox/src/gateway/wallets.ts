// Digital wallets in the sandbox (anchors-checkout-credit.md §2). Headless Chromium has neither Apple Pay nor Google
// Pay, so the sandbox stands in for both wallets' servers and their payment sheets:
// - Apple's merchant validation: the shop's server asks for a merchant session (server-to-server, merchant key); the
//   session is opaque to the shop, single use (the sheet redeems it) and expires after 5 minutes.
// - The sheets: `sandbox-wallet.js` (loaded by the shop page only when its configured wallet provider is this sandbox)
//   defines an `ApplePaySession`-shaped class and a Google Pay `PaymentsClient`-shaped one that show a clearly labelled
//   "Sandbox wallet" dialog listing the sandbox device's cards.
// - Tokenisation: paying from a sheet issues a network token at this gateway — a device account number (DPAN, kept here
//   encrypted like any card number) with a one-time cryptogram and its ECI — which the gateway's payments endpoint
//   authorises like a card (`instrument.networkToken`). The sheet answers the token and the card's masked number only.
// Which wallets the sandbox device has is set per page load by the script's query (`?apple=unsupported`,
// `?google=unsupported`), so a test can see the buttons hidden.
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Cors } from '../cors.ts';
import { HttpError, header, readJson, sendError, sendJson, sendText } from '../http.ts';
import type { Handler, RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { eciFor, GATEWAY_CARD_TYPES, maskPan, type Network, testExpiry } from './cards.ts';
import type { GatewayStore, WalletName } from './store.ts';

/** Apple Pay merchant sessions expire after 5 minutes (developer.apple.com completeMerchantValidation). */
export const MERCHANT_SESSION_TTL_MS = 5 * 60_000;
/** A sheet may be paid from within 5 minutes of opening; its network token's cryptogram lives 15 minutes. */
export const SHEET_TTL_MS = 5 * 60_000;
export const NETWORK_TOKEN_TTL_SECONDS = 15 * 60;
export const APPLE_VALIDATION_PATH = '/gateway/wallets/apple/paymentSession';

/**
 * The address a wallet card is registered to, as Apple Pay's ApplePayPaymentContact has it. The sheet hands it to the
 * page when the payment request asks for the billing contact (Apple Pay: requiredBillingContactFields
 * ['postalAddress', 'name']; Google Pay: billingAddressRequired, as its info.billingAddress).
 */
export interface WalletBillingContact {
  givenName: string;
  familyName: string;
  addressLines: string[];
  locality: string;
  administrativeArea: string;
  postalCode: string;
  countryCode: string;
}

/** The sandbox device's cards, in both wallets, with the billing address each is registered to. */
export const WALLET_CARDS: ReadonlyArray<{
  id: string;
  pan: string;
  network: Network;
  label: string;
  billingContact: WalletBillingContact;
}> = [
  {
    id: 'visa-credit',
    pan: '4111111111111111',
    network: 'VISA',
    label: 'Visa credit',
    billingContact: {
      givenName: 'Sam',
      familyName: 'Walker',
      addressLines: ['7 Harbour View', 'Flat 2'],
      locality: 'Whitby',
      administrativeArea: 'North Yorkshire',
      postalCode: 'YO21 1AA',
      countryCode: 'GB',
    },
  },
  {
    id: 'mastercard-credit',
    pan: '5555555555554444',
    network: 'MASTERCARD',
    label: 'Mastercard credit',
    billingContact: {
      givenName: 'Sam',
      familyName: 'Walker',
      addressLines: ['350 Fifth Avenue'],
      locality: 'New York',
      administrativeArea: 'NY',
      postalCode: '10118',
      countryCode: 'US',
    },
  },
];

const NETWORK_NAMES: Record<Network, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  MAESTRO: 'Maestro',
  AMEX: 'American Express',
};

export interface WalletRoutesOptions {
  keys: readonly string[];
  store: GatewayStore;
  /** The gateway's origin as browsers reach it (the script and its calls). */
  publicUrl: () => string;
  /** CORS for the sheet's calls from the shop's pages. */
  cors: Cors;
  now?: () => Date;
}

const NO_STORE = { 'cache-control': 'no-store' };

const sessionRequest = z.strictObject({
  merchantIdentifier: z.string().min(1).max(100),
  displayName: z.string().min(1).max(64),
  initiative: z.literal('web'),
  initiativeContext: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+$/i, 'initiativeContext must be the host name of the page'),
});
const redeemRequest = z.strictObject({
  merchantSession: z.looseObject({ merchantSessionIdentifier: z.string().min(1).max(100) }),
});
const googleSheetRequest = z.strictObject({
  gateway: z.literal('sandbox'),
  gatewayMerchantId: z.string().min(1).max(100),
  merchantName: z.string().min(1).max(64),
});
const tokenRequest = z.strictObject({ sheet: z.string().min(1).max(100), card: z.string().min(1).max(40) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, 'invalid_request', `${where}${issue?.message ?? 'invalid request body'}`);
  }
  return result.data;
}

/** The Luhn check digit that completes `digits`. */
function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A device account number in the funding card's range: same BIN and length, random body, valid check digit. */
export function deviceAccountNumber(fundingPan: string): string {
  const bytes = randomBytes(fundingPan.length);
  let body = fundingPan.slice(0, 6);
  for (let i = 0; body.length < fundingPan.length - 1; i++) body += String(bytes[i]! % 10);
  return body + luhnCheckDigit(body);
}

export function registerWalletRoutes(router: Router, options: WalletRoutesOptions): void {
  const { store, cors } = options;
  const now = options.now ?? (() => new Date());
  const isValidKey = createClientKeyCheck(options.keys);
  const base = (): string => options.publicUrl().replace(/\/$/, '');

  /** A call from the sheet in a shop page: CORS on every answer, errors included. */
  const browser =
    (handler: Handler): Handler =>
    async (ctx) => {
      const headers = cors.headersFor(ctx);
      try {
        await handler(ctx);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        sendError(ctx.res, error, { ...headers, ...NO_STORE });
      }
    };
  const pageOrigin = (ctx: RequestContext): string => {
    const origin = header(ctx.req, 'origin');
    if (!origin || !('access-control-allow-origin' in cors.headersFor(ctx))) {
      throw new HttpError(403, 'origin_not_allowed', 'The wallet sheet may only be used from the shop’s pages.');
    }
    return origin;
  };
  const cardsOffered = () =>
    WALLET_CARDS.map((card) => ({
      id: card.id,
      label: card.label,
      network: NETWORK_NAMES[card.network],
      panSuffix: card.pan.slice(-4),
    }));
  const openSheet = (wallet: WalletName, merchant: string, origin: string) => {
    const id = randomUUID();
    store.put('walletSheets', id, {
      id,
      wallet,
      merchant,
      origin,
      expiresAt: new Date(now().getTime() + SHEET_TTL_MS).toISOString(),
      tokenId: null,
    });
    return { sheet: id, merchant, cards: cardsOffered() };
  };

  // Apple's merchant validation (the shop's server calls it with the validation URL's path): an opaque session.
  router.post(APPLE_VALIDATION_PATH, async (ctx) => {
    if (!isValidKey(header(ctx.req, 'x-merchant-key'))) {
      throw new HttpError(401, 'invalid_merchant_key', 'Missing or invalid merchant key (X-Merchant-Key).');
    }
    const body = parse(sessionRequest, await readJson(ctx.req));
    const id = randomUUID();
    const issued = now().getTime();
    const expiresAt = issued + MERCHANT_SESSION_TTL_MS;
    store.put('merchantSessions', id, {
      id,
      merchantIdentifier: body.merchantIdentifier,
      displayName: body.displayName,
      domainName: body.initiativeContext.toLowerCase(),
      expiresAt: new Date(expiresAt).toISOString(),
      redeemedAt: null,
    });
    sendJson(
      ctx.res,
      200,
      {
        merchantSessionIdentifier: id,
        epochTimestamp: issued,
        expiresAt,
        nonce: randomBytes(8).toString('hex'),
        merchantIdentifier: body.merchantIdentifier,
        domainName: body.initiativeContext.toLowerCase(),
        displayName: body.displayName,
        signature: randomBytes(24).toString('base64'),
      },
      NO_STORE,
    );
  });

  // The Apple sheet redeems the session the page passed to completeMerchantValidation: once, within 5 minutes, on the
  // domain it was issued for.
  const redeem = '/gateway/wallets/apple/sessions/redeem';
  router.options(redeem, cors.preflight);
  router.post(
    redeem,
    browser(async (ctx) => {
      const origin = pageOrigin(ctx);
      const body = parse(redeemRequest, await readJson(ctx.req));
      const session = store.get('merchantSessions', body.merchantSession.merchantSessionIdentifier);
      if (!session) throw new HttpError(400, 'invalid_merchant_session', 'The merchant session is not known.');
      if (session.redeemedAt) {
        throw new HttpError(409, 'merchant_session_used', 'The merchant session has already been used.');
      }
      if (Date.parse(session.expiresAt) <= now().getTime()) {
        throw new HttpError(400, 'merchant_session_expired', 'The merchant session has expired.');
      }
      if (new URL(origin).hostname !== session.domainName) {
        throw new HttpError(403, 'domain_mismatch', 'The merchant session was issued for another domain.');
      }
      store.put('merchantSessions', session.id, { ...session, redeemedAt: now().toISOString() });
      sendJson(ctx.res, 200, openSheet('APPLE_PAY', session.displayName, origin), {
        ...cors.headersFor(ctx),
        ...NO_STORE,
      });
    }),
  );

  // Google Pay has no merchant validation: the payment request names the gateway and the shop's gateway merchant id.
  const googleSheets = '/gateway/wallets/google/sheets';
  router.options(googleSheets, cors.preflight);
  router.post(
    googleSheets,
    browser(async (ctx) => {
      const origin = pageOrigin(ctx);
      const body = parse(googleSheetRequest, await readJson(ctx.req));
      sendJson(ctx.res, 201, openSheet('GOOGLE_PAY', body.merchantName, origin), {
        ...cors.headersFor(ctx),
        ...NO_STORE,
      });
    }),
  );

  // Paying from a sheet: one network token per sheet, for the card chosen.
  const tokens = '/gateway/wallets/tokens';
  router.options(tokens, cors.preflight);
  router.post(
    tokens,
    browser(async (ctx) => {
      const origin = pageOrigin(ctx);
      const body = parse(tokenRequest, await readJson(ctx.req));
      const sheet = store.get('walletSheets', body.sheet);
      if (!sheet || sheet.origin !== origin) throw new HttpError(404, 'sheet_not_found', 'There is no such sheet.');
      if (sheet.tokenId) throw new HttpError(409, 'sheet_used', 'This sheet has already paid.');
      if (Date.parse(sheet.expiresAt) <= now().getTime()) {
        throw new HttpError(400, 'sheet_expired', 'The sheet has been open too long. Start again.');
      }
      const card = WALLET_CARDS.find((entry) => entry.id === body.card);
      if (!card) throw new HttpError(400, 'invalid_request', 'card: not one of the sheet’s cards.');
      const expiry = testExpiry(now());
      const id = `NTK-${randomUUID()}`;
      const record = {
        id,
        wallet: sheet.wallet,
        pan: deviceAccountNumber(card.pan),
        network: card.network,
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        cryptogram: randomBytes(20).toString('base64'),
        eci: eciFor(card.network, 'Y'),
        funding: {
          bin: card.pan.slice(0, 6),
          maskedPan: maskPan(card.pan),
          panSuffix: card.pan.slice(-4),
          cardType: GATEWAY_CARD_TYPES[card.network],
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
        },
        exp: Math.floor(now().getTime() / 1000) + NETWORK_TOKEN_TTL_SECONDS,
        authorisedReference: null,
        createdAt: now().toISOString(),
      };
      store.put('networkTokens', id, record);
      store.put('walletSheets', sheet.id, { ...sheet, tokenId: id });
      sendJson(
        ctx.res,
        201,
        {
          networkToken: { wallet: record.wallet, token: id, cryptogram: record.cryptogram, eci: record.eci },
          card: {
            network: NETWORK_NAMES[card.network],
            maskedPan: record.funding.maskedPan,
            panSuffix: record.funding.panSuffix,
            displayName: `${NETWORK_NAMES[card.network]} •••• ${record.funding.panSuffix}`,
          },
          billingContact: card.billingContact,
        },
        { ...cors.headersFor(ctx), ...NO_STORE },
      );
    }),
  );

  router.get('/gateway/wallets/sandbox-wallet.js', ({ res }) => {
    sendText(res, 200, SANDBOX_WALLET_JS(base()), {
      'content-type': 'text/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
  });
}

/**
 * The wallet shim served to shop pages in sandbox mode. Plain browser JavaScript; the sandbox's origin is baked in, the
 * device's wallets come from the script's own query (`apple`, `google`: `available` or `unsupported`).
 */
const SANDBOX_WALLET_JS = (
  origin: string,
): string => `// Sandbox wallet: an emulation of Apple Pay JS and the Google Pay API for testing. Never load it in production.
(function () {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin)};
  var script = document.currentScript;
  var query = script && script.src ? new URL(script.src).searchParams : new URLSearchParams();
  var device = { apple: query.get('apple') || 'available', google: query.get('google') || 'available' };

  function call(path, body) {
    return fetch(ORIGIN + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (answer) {
        if (!response.ok) throw new Error(answer.message || 'The sandbox wallet could not be reached.');
        return answer;
      });
    });
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var key in attrs) node.setAttribute(key, attrs[key]);
    if (text) node.textContent = text;
    return node;
  }

  var BUTTON = 'font: inherit; padding: 10px 16px; min-height: 44px; border-radius: 8px; cursor: pointer; ';

  // The sheet: a modal dialog (focus stays inside; Escape cancels), labelled as the sandbox's emulation.
  function openSheet(walletName, totalLabel, totalText) {
    var dialog = el('dialog', {
      'aria-labelledby': 'sandbox-wallet-title',
      'data-sandbox-wallet': walletName,
      style: 'max-width: 420px; width: calc(100% - 32px); padding: 24px; border: 2px solid #111; border-radius: 16px; color: #111; background: #fff; font-family: system-ui, sans-serif;',
    });
    dialog.appendChild(el('p', { style: 'margin: 0 0 8px; font-size: 14px; font-weight: 700; color: #5a2d00; background: #ffe8b3; padding: 4px 8px; border-radius: 4px;' }, 'Sandbox wallet: a test emulation, not the real ' + walletName));
    dialog.appendChild(el('h2', { id: 'sandbox-wallet-title', style: 'margin: 0 0 8px; font-size: 22px;' }, walletName));
    dialog.appendChild(el('p', { style: 'margin: 0 0 16px;' }, 'Pay ' + totalLabel + ': ' + totalText));
    var status = el('p', { role: 'status', 'data-testid': 'sandbox-wallet-status', style: 'margin: 0 0 12px;' });
    dialog.appendChild(status);
    var body = el('div', {});
    dialog.appendChild(body);
    var actions = el('div', { style: 'display: flex; gap: 8px; flex-wrap: wrap; margin-top: 16px;' });
    dialog.appendChild(actions);
    var onCancel = function () {};
    var cancel = el('button', { type: 'button', style: BUTTON + 'border: 2px solid #111; background: #fff; color: #111;' }, 'Cancel');
    cancel.addEventListener('click', function () { close(); onCancel(); });
    dialog.addEventListener('cancel', function (event) { event.preventDefault(); close(); onCancel(); });
    document.body.appendChild(dialog);
    dialog.showModal();
    function close() {
      if (dialog.open) dialog.close();
      dialog.remove();
    }
    function clear() {
      body.textContent = '';
      actions.textContent = '';
    }
    return {
      onCancel: function (fn) { onCancel = fn; },
      busy: function (message) {
        clear();
        status.textContent = message;
        actions.appendChild(cancel);
      },
      choose: function (cards, payLabel, pay) {
        clear();
        status.textContent = 'Choose a card.';
        var fieldset = el('fieldset', { style: 'border: 1px solid #666; border-radius: 8px; padding: 8px 12px; margin: 0;' });
        fieldset.appendChild(el('legend', {}, 'Card'));
        cards.forEach(function (card, index) {
          var label = el('label', { style: 'display: flex; align-items: center; gap: 8px; min-height: 44px;' });
          var input = el('input', { type: 'radio', name: 'sandbox-wallet-card', value: card.id, style: 'width: 24px; height: 24px; margin: 0;' });
          if (index === 0) input.checked = true;
          label.appendChild(input);
          label.appendChild(document.createTextNode(card.label + ' (' + card.network + ' •••• ' + card.panSuffix + ')'));
          fieldset.appendChild(label);
        });
        body.appendChild(fieldset);
        var payButton = el('button', { type: 'button', style: BUTTON + 'border: 2px solid #111; background: #111; color: #fff; font-weight: 700;' }, payLabel);
        payButton.addEventListener('click', function () {
          var chosen = dialog.querySelector('input[name="sandbox-wallet-card"]:checked');
          pay(chosen ? chosen.value : cards[0].id);
        });
        actions.appendChild(payButton);
        actions.appendChild(cancel);
        payButton.focus();
      },
      fail: function (message) {
        clear();
        status.textContent = message;
        var done = el('button', { type: 'button', style: BUTTON + 'border: 2px solid #111; background: #fff; color: #111;' }, 'Close');
        done.addEventListener('click', function () { close(); onCancel(); });
        actions.appendChild(done);
        done.focus();
      },
      close: close,
    };
  }

  function pounds(amount, currency) {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency || 'GBP' }).format(Number(amount));
  }

  // --- Apple Pay JS (ApplePaySession), only on a device that has it -----------------------------------------------
  if (device.apple === 'available') {
    var ApplePaySession = function (version, request) {
      if (!request || !request.total || !request.countryCode || !request.currencyCode || !request.supportedNetworks) {
        throw new TypeError('ApplePaySession: the payment request needs total, countryCode, currencyCode and supportedNetworks.');
      }
      this.version = version;
      this.request = request;
      this.onvalidatemerchant = null;
      this.onpaymentauthorized = null;
      this.oncancel = null;
      this._sheet = null;
      this._sheetId = null;
    };
    ApplePaySession.STATUS_SUCCESS = 0;
    ApplePaySession.STATUS_FAILURE = 1;
    ApplePaySession.supportsVersion = function (version) { return version >= 1 && version <= 14; };
    ApplePaySession.canMakePayments = function () { return true; };
    ApplePaySession.applePayCapabilities = function () {
      return Promise.resolve({ paymentCredentialStatus: 'paymentCredentialsAvailable' });
    };
    ApplePaySession.prototype._cancelled = function () {
      this._sheet = null;
      if (typeof this.oncancel === 'function') this.oncancel({ type: 'cancel' });
    };
    ApplePaySession.prototype.begin = function () {
      var session = this;
      var total = this.request.total;
      this._sheet = openSheet('Apple Pay', total.label, pounds(total.amount, this.request.currencyCode));
      this._sheet.onCancel(function () { session._cancelled(); });
      this._sheet.busy('Checking the merchant…');
      setTimeout(function () {
        if (typeof session.onvalidatemerchant === 'function') {
          session.onvalidatemerchant({ type: 'validatemerchant', validationURL: ORIGIN + ${JSON.stringify(APPLE_VALIDATION_PATH)} });
        }
      }, 0);
    };
    ApplePaySession.prototype.completeMerchantValidation = function (merchantSession) {
      var session = this;
      if (!session._sheet) return;
      call('/gateway/wallets/apple/sessions/redeem', { merchantSession: merchantSession }).then(
        function (answer) {
          session._sheetId = answer.sheet;
          session._sheet.choose(answer.cards, 'Pay with Apple Pay', function (card) {
            session._sheet.busy('Paying…');
            call('/gateway/wallets/tokens', { sheet: session._sheetId, card: card }).then(
              function (paid) {
                var token = {
                  paymentData: { version: 'SANDBOX_1', networkToken: paid.networkToken },
                  paymentMethod: { displayName: paid.card.displayName, network: paid.card.network, type: 'credit' },
                  transactionIdentifier: paid.networkToken.token,
                };
                var payment = { token: token };
                // The billing contact only when the payment request asked for it (as Apple Pay does).
                var wanted = session.request.requiredBillingContactFields || [];
                if (wanted.indexOf('postalAddress') >= 0) payment.billingContact = paid.billingContact;
                if (typeof session.onpaymentauthorized === 'function') {
                  session.onpaymentauthorized({ type: 'paymentauthorized', payment: payment });
                }
              },
              function (error) { session._sheet && session._sheet.fail(error.message); },
            );
          });
        },
        function (error) { session._sheet && session._sheet.fail('Apple Pay could not check the merchant: ' + error.message); },
      );
    };
    ApplePaySession.prototype.completePayment = function (result) {
      var status = typeof result === 'object' && result ? result.status : result;
      if (!this._sheet) return;
      if (status === ApplePaySession.STATUS_SUCCESS) {
        this._sheet.close();
        this._sheet = null;
      } else {
        this._sheet.fail('Payment not completed.');
      }
    };
    ApplePaySession.prototype.abort = function () {
      if (this._sheet) this._sheet.close();
      this._sheet = null;
    };
    window.ApplePaySession = ApplePaySession;
  }

  // --- Google Pay API (google.payments.api.PaymentsClient) -----------------------------------------------------------
  var PaymentsClient = function (options) {
    this.environment = (options && options.environment) || 'TEST';
  };
  PaymentsClient.prototype.isReadyToPay = function (request) {
    if (!request || request.apiVersion !== 2 || !Array.isArray(request.allowedPaymentMethods)) {
      return Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'isReadyToPay needs apiVersion 2 and allowedPaymentMethods.' });
    }
    var ready = device.google === 'available';
    return Promise.resolve({ result: ready, paymentMethodPresent: ready });
  };
  PaymentsClient.prototype.loadPaymentData = function (request) {
    return new Promise(function (resolve, reject) {
      var method = request && request.allowedPaymentMethods && request.allowedPaymentMethods[0];
      var spec = method && method.tokenizationSpecification;
      if (!spec || spec.type !== 'PAYMENT_GATEWAY' || !request.transactionInfo || !request.merchantInfo) {
        reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'loadPaymentData needs a PAYMENT_GATEWAY tokenizationSpecification, transactionInfo and merchantInfo.' });
        return;
      }
      if (device.google !== 'available') {
        reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'Google Pay is not available on this device.' });
        return;
      }
      var info = request.transactionInfo;
      var sheet = openSheet('Google Pay', request.merchantInfo.merchantName, pounds(info.totalPrice, info.currencyCode));
      var settled = false;
      sheet.onCancel(function () {
        if (settled) return;
        settled = true;
        reject({ statusCode: 'CANCELED', statusMessage: 'The shopper closed the sheet.' });
      });
      sheet.busy('Opening Google Pay…');
      call('/gateway/wallets/google/sheets', {
        gateway: spec.parameters.gateway,
        gatewayMerchantId: spec.parameters.gatewayMerchantId,
        merchantName: request.merchantInfo.merchantName,
      }).then(
        function (answer) {
          sheet.choose(answer.cards, 'Continue', function (card) {
            sheet.busy('Paying…');
            call('/gateway/wallets/tokens', { sheet: answer.sheet, card: card }).then(
              function (paid) {
                settled = true;
                sheet.close();
                var cardInfo = { cardNetwork: paid.card.network.toUpperCase(), cardDetails: paid.card.panSuffix };
                // Google Pay's billing address (format FULL) only when the card method asked for it.
                if (method.parameters && method.parameters.billingAddressRequired) {
                  var contact = paid.billingContact;
                  cardInfo.billingAddress = {
                    name: contact.givenName + ' ' + contact.familyName,
                    address1: contact.addressLines[0] || '',
                    address2: contact.addressLines[1] || '',
                    address3: contact.addressLines[2] || '',
                    locality: contact.locality,
                    administrativeArea: contact.administrativeArea,
                    postalCode: contact.postalCode,
                    countryCode: contact.countryCode,
                  };
                }
                resolve({
                  apiVersion: 2,
                  apiVersionMinor: 0,
                  paymentMethodData: {
                    type: 'CARD',
                    description: paid.card.displayName,
                    info: cardInfo,
                    tokenizationData: { type: 'PAYMENT_GATEWAY', token: JSON.stringify(paid.networkToken) },
                  },
                });
              },
              function (error) { sheet.fail(error.message); },
            );
          });
        },
        function (error) { sheet.fail(error.message); },
      );
    });
  };
  window.google = window.google || {};
  window.google.payments = window.google.payments || {};
  window.google.payments.api = window.google.payments.api || {};
  window.google.payments.api.PaymentsClient = PaymentsClient;
  window.sandboxWallet = { emulation: true, device: device };
  window.dispatchEvent(new Event('sandboxwalletload'));
})();
`;

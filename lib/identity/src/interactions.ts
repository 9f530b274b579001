// The provider's interaction pages: sign-in (with "remember me") and registration. A successful sign-in or
// registration finishes the interaction with the login and a grant of the requested scopes (the shop's own site is
// the only client, so there is no consent screen). Failures are throttled per email and per address.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { AccountStore } from './accounts.ts';
import { type BrandCode, isBrandCode, tradingTitles } from './brands.ts';
import { forgotForm, messages, readForm, registerForm, signInForm } from './forms.ts';
import { log } from './log.ts';
import type { MailSend } from './mail.ts';
import { messagePage, registerPage, signInPage } from './pages.ts';
import type { PasswordResets } from './password-resets.ts';
import { forgotPage, forgotSentPage, resetMail } from './reset-pages.ts';
import type { Throttle } from './throttle.ts';

export const SESSION_ACR = 'urn:shop:acr:session';
export const REMEMBER_ME_ACR = 'urn:shop:acr:remember-me';

export interface InteractionDeps {
  provider: Provider;
  accounts: AccountStore;
  /** Sign-in failures per (brand, email). */
  emailThrottle: Throttle;
  /** Sign-in failures, registrations and reset requests per client address. */
  addressThrottle: Throttle;
  /** Password resets: the tokens, the mail sender and where the emailed link points. */
  resets: { tokens: PasswordResets; sendMail: MailSend; issuer: string; ttlMinutes: number };
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

export function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    ...headers,
  });
  res.end(html);
}

function brandOf(details: Details): BrandCode {
  const brand = details.params.brand;
  return isBrandCode(brand) ? brand : 'jdw';
}

function siteOrigin(details: Details): string | undefined {
  try {
    return new URL(String(details.params.redirect_uri)).origin;
  } catch {
    return undefined;
  }
}

const lockedMessage = (seconds: number) =>
  `Too many attempts. For your security, please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`;

async function finishWithLogin(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  details: Details,
  accountId: string,
  remember: boolean,
) {
  const grant = new deps.provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await deps.provider.interactionFinished(
    req,
    res,
    { login: { accountId, acr: remember ? REMEMBER_ME_ACR : SESSION_ACR, remember }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** Handles `/interaction/…`; answers false for any other path. */
export function interactionRoutes(deps: InteractionDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://provider.invalid');
    const match = /^\/interaction\/([\w-]{1,64})(?:\/(login|register|forgot))?$/.exec(url.pathname);
    if (!match) return false;
    const action = match[2];
    let details: Details;
    try {
      details = await deps.provider.interactionDetails(req, res);
    } catch {
      send(res, 400, messagePage('This sign-in link has expired', 'Go back to the shop and choose Sign in again.'));
      return true;
    }
    if (details.uid !== match[1]) {
      send(res, 400, messagePage('This sign-in link has expired', 'Go back to the shop and choose Sign in again.'));
      return true;
    }
    const brandCode = brandOf(details);
    const brandName = tradingTitles[brandCode];
    const address = req.socket.remoteAddress ?? 'unknown';

    if (req.method === 'GET') {
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        await finishWithLogin(deps, req, res, details, details.session.accountId, false);
      } else if (action === 'forgot') {
        send(res, 200, forgotPage({ uid: details.uid, brandName }));
      } else if (action === 'register' || (!action && details.params.screen === 'register')) {
        send(res, 200, registerPage({ uid: details.uid, brandName }));
      } else {
        send(res, 200, signInPage({ uid: details.uid, brandName, backUrl: siteOrigin(details) }));
      }
      return true;
    }
    if (req.method !== 'POST' || !action) {
      send(res, 405, messagePage('Not allowed', 'This page cannot be used that way.'), { allow: 'GET' });
      return true;
    }
    const fields = (await readForm(req)) ?? {};

    if (action === 'forgot') {
      await requestReset(deps, res, details, brandCode, address, fields);
      return true;
    }

    if (action === 'login') {
      const form = signInForm.safeParse(fields);
      const email = form.success ? form.data.email : '';
      const emailKey = `${brandCode}:${email.toLowerCase()}`;
      const wait = Math.max(deps.emailThrottle.retryAfter(emailKey), deps.addressThrottle.retryAfter(address));
      if (wait > 0) {
        send(res, 429, signInPage({ uid: details.uid, brandName, email, errors: [lockedMessage(wait)] }), {
          'retry-after': String(wait),
        });
        return true;
      }
      const account =
        form.success && email && form.data.password
          ? await deps.accounts.authenticate(brandCode, email, form.data.password)
          : null;
      if (!account || !form.success) {
        const locked = Math.max(deps.emailThrottle.fail(emailKey), deps.addressThrottle.fail(address));
        const error =
          locked > 0 ? lockedMessage(locked) : 'Your email address or password is incorrect. Please try again.';
        send(
          res,
          locked > 0 ? 429 : 401,
          signInPage({ uid: details.uid, brandName, email, errors: [error] }),
          locked > 0 ? { 'retry-after': String(locked) } : {},
        );
        return true;
      }
      deps.emailThrottle.succeed(emailKey);
      await finishWithLogin(deps, req, res, details, account.id, form.data.remember === 'yes');
      return true;
    }

    const wait = deps.addressThrottle.retryAfter(address);
    if (wait > 0) {
      send(res, 429, registerPage({ uid: details.uid, brandName, errors: [lockedMessage(wait)] }), {
        'retry-after': String(wait),
      });
      return true;
    }
    const form = registerForm.safeParse(fields);
    const values = {
      firstName: fields.firstName?.slice(0, 50),
      lastName: fields.lastName?.slice(0, 50),
      email: fields.email?.slice(0, 254),
    };
    if (!form.success) {
      send(res, 400, registerPage({ uid: details.uid, brandName, values, errors: messages(form.error) }));
      return true;
    }
    // Each registration counts against the address, so one client cannot create accounts in bulk.
    deps.addressThrottle.fail(address);
    const result = await deps.accounts.register({ brandCode, ...form.data });
    if (!result.ok) {
      const error = 'An account with this email address already exists. Sign in instead, or use another email address.';
      send(res, 409, registerPage({ uid: details.uid, brandName, values, errors: [error] }));
      return true;
    }
    await finishWithLogin(deps, req, res, details, result.account.id, false);
    return true;
  };
}

/**
 * "Forgot password?": a well-formed email always gets the same answer, at once; only an existing account gets a
 * link, mailed in the background so the answer takes as long either way. Requests count against the address.
 */
async function requestReset(
  deps: InteractionDeps,
  res: ServerResponse,
  details: Details,
  brandCode: BrandCode,
  address: string,
  fields: Record<string, string>,
): Promise<void> {
  const brandName = tradingTitles[brandCode];
  const uid = details.uid;
  const wait = deps.addressThrottle.retryAfter(address);
  if (wait > 0) {
    send(res, 429, forgotPage({ uid, brandName, errors: [lockedMessage(wait)] }), { 'retry-after': String(wait) });
    return;
  }
  const form = forgotForm.safeParse(fields);
  if (!form.success) {
    send(res, 400, forgotPage({ uid, brandName, email: fields.email?.slice(0, 254), errors: messages(form.error) }));
    return;
  }
  deps.addressThrottle.fail(address);
  const { email } = form.data;
  const account = deps.accounts.findByEmail(brandCode, email);
  if (account) {
    const { tokens, sendMail, issuer, ttlMinutes } = deps.resets;
    const token = tokens.issue(account.id, brandCode, siteOrigin(details) ?? null);
    const link = new URL(`/reset-password?token=${token}`, issuer).href;
    const mail = resetMail({ brandName, link, ttlMinutes });
    sendMail({ fromName: brandName, to: account.email, tag: 'password-reset', ...mail }).catch((error: unknown) => {
      // Never the address or the link: only that it failed.
      log.error({ err: error }, 'password reset mail failed');
    });
  }
  send(res, 200, forgotSentPage({ uid, brandName, email, ttlMinutes: deps.resets.ttlMinutes }));
}

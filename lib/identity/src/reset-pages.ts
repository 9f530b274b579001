// The password-reset pages: ask for a link (the same answer whether or not the email has an account), choose a new
// password from the emailed link, and the outcomes. Same look and accessibility as the sign-in pages.
import { PASSWORD_RULES } from './forms.ts';
import { errorSummary, escapeHtml, page } from './pages.ts';

export interface ForgotView {
  uid: string;
  brandName: string;
  email?: string;
  errors?: string[];
}

export function forgotPage(view: ForgotView): string {
  const errors = view.errors ?? [];
  return page(
    `Reset your password | ${view.brandName}`,
    `<h1>Reset your password</h1><p class="lead">Enter the email address of your ${escapeHtml(view.brandName)} account and we will email you a link to choose a new password.</p>${errorSummary(errors)}
<form method="post" action="/interaction/${escapeHtml(view.uid)}/forgot" novalidate>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(view.email ?? '')}"${errors.length ? ' aria-describedby="errors"' : ''}>
<button type="submit">Email me a reset link</button></form>
<p class="alt"><a href="/interaction/${escapeHtml(view.uid)}">Back to sign in</a></p>`,
  );
}

/** The one answer to every well-formed request, so it never tells whether an account exists. */
export function forgotSentPage(view: { uid: string; brandName: string; email: string; ttlMinutes: number }): string {
  return page(
    `Check your email | ${view.brandName}`,
    `<h1>Check your email</h1><p role="status">If there is a ${escapeHtml(view.brandName)} account for ${escapeHtml(view.email)}, we have sent it a link to reset your password. The link works once, within ${view.ttlMinutes} minutes.</p>
<p>No email? Check your junk folder, or <a href="/interaction/${escapeHtml(view.uid)}/forgot">ask for another link</a>.</p>
<p class="alt"><a href="/interaction/${escapeHtml(view.uid)}">Back to sign in</a></p>`,
  );
}

export interface ResetView {
  token: string;
  brandName: string;
  errors?: string[];
}

export function resetPage(view: ResetView): string {
  const errors = view.errors ?? [];
  return page(
    `Choose a new password | ${view.brandName}`,
    `<h1>Choose a new password</h1><p class="lead">for your ${escapeHtml(view.brandName)} account. You will be signed out everywhere else.</p>${errorSummary(errors)}
<form method="post" action="/reset-password" novalidate>
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="128" aria-describedby="password-hint">
<p class="hint" id="password-hint">${PASSWORD_RULES}</p>
<label for="confirm">Confirm new password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="128">
<button type="submit">Change password</button></form>`,
  );
}

const signInLink = (brandName: string, siteOrigin: string | null | undefined) =>
  siteOrigin
    ? `<p class="alt"><a href="${escapeHtml(`${siteOrigin}/api/sign-in`)}">Sign in to ${escapeHtml(brandName)}</a></p>`
    : '';

export function resetDonePage(brandName: string, siteOrigin: string | null): string {
  return page(
    `Password changed | ${brandName}`,
    `<h1>Your password has been changed</h1><p role="status">You have been signed out everywhere. Sign in with your new password.</p>${signInLink(brandName, siteOrigin)}`,
  );
}

export const RESET_LINK_MESSAGES = {
  USED: 'This link to reset your password has already been used. Each link works once: ask for a new one.',
  EXPIRED: 'This link to reset your password has expired. Links work for a short time only: ask for a new one.',
  UNKNOWN: 'This link to reset your password is not valid. Check you used the whole link, or ask for a new one.',
} as const;

export function resetLinkFailedPage(
  reason: keyof typeof RESET_LINK_MESSAGES,
  brandName: string,
  siteOrigin: string | null | undefined,
): string {
  return page(
    `Reset link not valid | ${brandName}`,
    `<h1>This reset link cannot be used</h1><p>${escapeHtml(RESET_LINK_MESSAGES[reason])}</p>
<p>To get a new link, choose Sign in, then Forgot password?</p>${signInLink(brandName, siteOrigin)}`,
  );
}

export function resetMail(view: { brandName: string; link: string; ttlMinutes: number }) {
  const { brandName, link, ttlMinutes } = view;
  return {
    subject: `Reset your ${brandName} password`,
    text: `Someone asked to reset the password of your ${brandName} account.\n\nChoose a new password here (the link works once, within ${ttlMinutes} minutes):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your ${escapeHtml(brandName)} account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within ${ttlMinutes} minutes).</p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
  };
}

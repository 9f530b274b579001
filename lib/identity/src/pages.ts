// Server-rendered HTML for the provider's pages: sign-in, registration, sign-out confirmation and errors. Plain,
// neutral and accessible: real labels, autocomplete hints, an error summary announced to screen readers, visible
// focus, and no script needed (except the sign-out page, which submits itself and keeps a button as fallback).

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f4f4f6;line-height:1.5}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #d9d9de;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 .25rem}p.lead{margin:0 0 1.5rem;color:#4a4a52}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=email],input[type=password],input[type=text]{width:100%;padding:.7rem .8rem;font:inherit;border:1px solid #74747c;border-radius:6px}
.check{display:flex;gap:.6rem;align-items:flex-start;margin-top:1rem}.check label{margin:0;font-weight:400}.check input{width:1.25rem;height:1.25rem;margin-top:.15rem}
.hint{font-size:.875rem;color:#4a4a52;margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;padding:.8rem;font:inherit;font-weight:700;color:#fff;background:#1b1b1f;border:0;border-radius:999px;cursor:pointer}
a{color:#1b1b1f}:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.errors{border:2px solid #b3261e;border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem;color:#8c1d18;background:#fdf1f0}
.errors h2{font-size:1rem;margin:0 0 .25rem}.errors ul{margin:0;padding-left:1.2rem}
.alt{margin-top:1.5rem;padding-top:1rem;border-top:1px solid #e4e4e8;text-align:center}
`;

export function page(title: string, body: string, lang = 'en-GB'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

export function errorSummary(errors: readonly string[]): string {
  if (errors.length === 0) return '';
  return `<div class="errors" role="alert" tabindex="-1" id="errors"><h2>There is a problem.</h2><ul>${errors
    .map((e) => `<li>${escapeHtml(e)}</li>`)
    .join('')}</ul></div>`;
}

export interface SignInView {
  uid: string;
  brandName: string;
  email?: string;
  errors?: string[];
  backUrl?: string;
}

export function signInPage(view: SignInView): string {
  const errors = view.errors ?? [];
  return page(
    `Sign in | ${view.brandName}`,
    `<h1>Sign in</h1><p class="lead">to your ${escapeHtml(view.brandName)} account</p>${errorSummary(errors)}
<form method="post" action="/interaction/${escapeHtml(view.uid)}/login" novalidate>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(view.email ?? '')}"${errors.length ? ' aria-describedby="errors"' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128">
<p class="hint"><a href="/interaction/${escapeHtml(view.uid)}/forgot">Forgot password?</a></p>
<div class="check"><input id="remember" name="remember" type="checkbox" value="yes"><div><label for="remember">Remember me</label>
<p class="hint" id="remember-hint">Stay signed in on this device for 24 hours. Don't use on a shared computer.</p></div></div>
<button type="submit">Sign in</button></form>
<p class="alt">New to ${escapeHtml(view.brandName)}? <a href="/interaction/${escapeHtml(view.uid)}/register">Create an account</a></p>
${view.backUrl ? `<p><a href="${escapeHtml(view.backUrl)}">Back to ${escapeHtml(view.brandName)}</a></p>` : ''}`,
  );
}

export interface RegisterView {
  uid: string;
  brandName: string;
  values?: { firstName?: string; lastName?: string; email?: string };
  errors?: string[];
}

export function registerPage(view: RegisterView): string {
  const v = view.values ?? {};
  const field = (id: string, label: string, type: string, autocomplete: string, value = '', max = 50) =>
    `<label for="${id}">${label}</label><input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required maxlength="${max}" value="${escapeHtml(value)}">`;
  return page(
    `Create an account | ${view.brandName}`,
    `<h1>Create an account</h1><p class="lead">with ${escapeHtml(view.brandName)}</p>${errorSummary(view.errors ?? [])}
<form method="post" action="/interaction/${escapeHtml(view.uid)}/register" novalidate>
${field('firstName', 'First name', 'text', 'given-name', v.firstName)}
${field('lastName', 'Last name', 'text', 'family-name', v.lastName)}
${field('email', 'Email address', 'email', 'email', v.email, 254)}
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="128" aria-describedby="password-hint">
<p class="hint" id="password-hint">At least 8 characters, with a letter and a number.</p>
<button type="submit">Create account</button></form>
<p class="alt">Already have an account? <a href="/interaction/${escapeHtml(view.uid)}">Sign in</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/** The provider's sign-out confirmation form, submitted straight away so signing out on the shop is one step. */
export function signOutPage(form: string): string {
  return page(
    'Signing out',
    `<h1>Signing out…</h1>${form}<p>If nothing happens, <button form="op.logoutForm" type="submit" name="logout" value="yes">Sign out</button></p>
<script>document.getElementById('op.logoutForm').insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.getElementById('op.logoutForm').submit();</script>`,
  );
}

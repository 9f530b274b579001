// `/reset-password?token=`: the emailed link. GET shows the new-password form while the token is good; POST checks
// the rules first (a mistake does not use the link up), then uses the token once, sets the password and ends every
// session, grant and token of the account, so anyone signed in with the old password is signed out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountStore } from './accounts.ts';
import { tradingTitles } from './brands.ts';
import { messages, readForm, resetForm } from './forms.ts';
import { send } from './interactions.ts';
import type { PasswordResets } from './password-resets.ts';
import { resetDonePage, resetLinkFailedPage, resetPage } from './reset-pages.ts';

export interface ResetRouteDeps {
  accounts: AccountStore;
  tokens: PasswordResets;
  /** Ends the account's sessions, grants, codes and tokens at the provider. */
  endAccount(accountId: string): number;
}

const failureStatus = { UNKNOWN: 404, USED: 410, EXPIRED: 410 } as const;

/** Handles `/reset-password`; answers false for any other path. */
export function resetRoutes(deps: ResetRouteDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://provider.invalid');
    if (url.pathname !== '/reset-password') return false;
    if (req.method === 'GET') {
      const token = url.searchParams.get('token') ?? '';
      const check = deps.tokens.check(token);
      if (!check.ok) {
        const brandName = tradingTitles[check.brandCode ?? 'jdw'];
        send(res, failureStatus[check.reason], resetLinkFailedPage(check.reason, brandName, check.siteOrigin));
        return true;
      }
      send(res, 200, resetPage({ token, brandName: tradingTitles[check.brandCode] }));
      return true;
    }
    if (req.method !== 'POST') {
      send(res, 405, resetLinkFailedPage('UNKNOWN', tradingTitles.jdw, null), { allow: 'GET, POST' });
      return true;
    }
    const fields = (await readForm(req)) ?? {};
    const token = fields.token?.slice(0, 64) ?? '';
    const check = deps.tokens.check(token);
    if (!check.ok) {
      const brandName = tradingTitles[check.brandCode ?? 'jdw'];
      send(res, failureStatus[check.reason], resetLinkFailedPage(check.reason, brandName, check.siteOrigin));
      return true;
    }
    const brandName = tradingTitles[check.brandCode];
    const form = resetForm.safeParse(fields);
    if (!form.success) {
      send(res, 400, resetPage({ token, brandName, errors: messages(form.error) }));
      return true;
    }
    const used = deps.tokens.consume(token);
    if (!used.ok) {
      send(res, failureStatus[used.reason], resetLinkFailedPage(used.reason, brandName, used.siteOrigin));
      return true;
    }
    await deps.accounts.setPassword(used.accountId, form.data.password);
    deps.endAccount(used.accountId);
    send(res, 200, resetDonePage(brandName, used.siteOrigin));
    return true;
  };
}

'use client';
// A "Sign out" link. Its click marks the page as leaving for sign-out, so a data call that answers 401 meanwhile
// (the session has just ended) does not send the shopper to sign-in instead.
import { markSigningOut } from '@/lib/client/fetcher.ts';

export function SignOutLink(props: { redirectTo: string; className?: string }) {
  return (
    <a
      href={`/api/sign-out?redirectTo=${encodeURIComponent(props.redirectTo)}`}
      className={props.className}
      onClick={markSigningOut}
    >
      Sign out
    </a>
  );
}

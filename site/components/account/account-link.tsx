'use client';
import { usePathname } from 'next/navigation';
// The header's account entry: "Sign in" for a guest (back to this page afterwards), "My account" and "Sign out"
// once signed in. Server-rendered as "Sign in" and corrected after /api/auth/me answers.
import Link from '@/components/link/link.tsx';
import { useSession } from '@/lib/auth-client/use-session.ts';
import { signInUrl } from '@/lib/client/fetcher.ts';
import * as styles from './account-link.css.ts';
import { SignOutLink } from './sign-out-link.tsx';

export const OVERVIEW_PATH = '/shop/myaccount/Overview.action?finalTarget=accountmainmenu';

export function AccountLink() {
  const { isSignedIn } = useSession();
  const pathname = usePathname() ?? '/';
  if (isSignedIn) {
    return (
      <span className={styles.wrap}>
        <Link href={OVERVIEW_PATH} className={styles.link}>
          <PersonIcon />
          <span className={styles.label}>My account</span>
        </Link>
        <SignOutLink redirectTo={pathname} className={styles.secondary} />
      </span>
    );
  }
  return (
    <a href={signInUrl(pathname)} className={styles.link}>
      <PersonIcon />
      <span className={styles.label}>Sign in</span>
    </a>
  );
}

function PersonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

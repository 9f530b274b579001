// The frame of the account pages: heading, side navigation, content.
import { container } from '@shop/ui/styles/layout.css';
import type { ReactNode } from 'react';
import Link from '@/components/link/link.tsx';
import * as styles from './account.css.ts';
import { SignOutLink } from './sign-out-link.tsx';

const sections = [
  { key: 'overview', href: '/shop/myaccount/Overview.action?finalTarget=accountmainmenu', label: 'Account overview' },
  { key: 'cards', href: '/shop/myaccount/payment-cards', label: 'Saved cards' },
  { key: 'preferences', href: '/shop/myaccount/scv/ContactPreferences.action', label: 'Contact preferences' },
] as const;

export function AccountShell(props: {
  current: (typeof sections)[number]['key'];
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.heading}>{props.title}</h1>
      <p className={styles.lead}>{props.lead}</p>
      <div className={styles.layout}>
        <nav aria-label="My account" className={styles.nav}>
          {sections.map((section) => (
            <Link
              key={section.key}
              href={section.href}
              className={styles.navLink}
              aria-current={section.key === props.current ? 'page' : undefined}
            >
              {section.label}
            </Link>
          ))}
          <SignOutLink redirectTo="/" className={styles.navLink} />
        </nav>
        <div>{props.children}</div>
      </div>
    </div>
  );
}

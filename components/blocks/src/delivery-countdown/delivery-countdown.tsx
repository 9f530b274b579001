import { nextDayCutoff } from '@shop/commerce/delivery/cutoff';
import type { BlockProps } from '../types.ts';
import { deadlineText } from './countdown-text.ts';
import * as styles from './delivery-countdown.css.ts';
import { DeliveryCountdownTimer } from './delivery-countdown-client.tsx';
import type { DeliveryCountdownBlock } from './query.ts';

function ClockIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="12.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 9v7.5l5 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The next-day order deadline from the commerce cut-off, with a countdown that ticks in the browser. */
export async function DeliveryCountdown({ block, edit, headingLevel }: BlockProps<DeliveryCountdownBlock>) {
  const now = new Date();
  const cutoff = nextDayCutoff(now);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `delivery-countdown-${block._key}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-sanity={edit()}>
      <ClockIcon className={styles.icon} />
      <Heading id={headingId} className={styles.heading} data-sanity={edit('heading')}>
        {block.heading}
      </Heading>
      <DeliveryCountdownTimer cutOffTime={cutoff.cutOffTime} serverNow={now.getTime()} className={styles.countdown} />
      <p className={styles.deadline}>
        <time dateTime={cutoff.cutOffTime}>{deadlineText(cutoff, now)}</time>
      </p>
      {block.link ? (
        <a className={styles.link} href={block.link.href} data-sanity={edit('link')}>
          {block.link.label}
        </a>
      ) : null}
    </section>
  );
}

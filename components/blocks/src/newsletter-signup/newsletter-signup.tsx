import type { BlockProps } from '../types.ts';
import * as styles from './newsletter-signup.css.ts';
import { NewsletterSignupForm } from './newsletter-signup-client.tsx';
import type { NewsletterSignupBlock } from './query.ts';

/** Newsletter sign-up: copy from the CMS on the server, the form as a small client leaf. */
export async function NewsletterSignup({ block, edit, headingLevel }: BlockProps<NewsletterSignupBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `newsletter-${block._key}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-sanity={edit()}>
      <div>
        <Heading id={headingId} className={styles.heading} data-sanity={edit('heading')}>
          {block.heading}
        </Heading>
        {block.text ? (
          <p className={styles.text} data-sanity={edit('text')}>
            {block.text}
          </p>
        ) : null}
      </div>
      <NewsletterSignupForm buttonLabel={block.buttonLabel ?? 'Sign up'} note={block.privacyNote} />
    </section>
  );
}

import { LinkButton } from '@shop/ui/button';
import * as styles from '../bag-text.css.ts';
import { BagIcon } from '../icons.tsx';
import type { BlockProps } from '../types.ts';
import type { EmptyBagMessageBlock } from './query.ts';

/** The empty bag: a friendly heading, a line of copy and a way back into the shop. */
export async function EmptyBagMessage({ block, edit, headingLevel }: BlockProps<EmptyBagMessageBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const cta = block.cta ?? { label: 'Continue shopping', href: '/' };
  return (
    <section className={styles.empty} aria-labelledby={`empty-bag-${block._key}`} data-sanity={edit()}>
      <BagIcon className={styles.emptyIcon} />
      <Heading id={`empty-bag-${block._key}`} className={styles.emptyHeading} data-sanity={edit('heading')}>
        {block.heading}
      </Heading>
      {block.text ? (
        <p className={styles.emptyText} data-sanity={edit('text')}>
          {block.text}
        </p>
      ) : null}
      <LinkButton href={cta.href} size="large">
        {cta.label}
      </LinkButton>
    </section>
  );
}

import * as styles from '../bag-text.css.ts';
import { InfoIcon } from '../icons.tsx';
import type { BlockProps } from '../types.ts';
import type { BagInformationBlock } from './query.ts';

/** A short information panel for the bag page: returns, delivery, ways to pay. */
export async function BagInformation({ block, edit, headingLevel }: BlockProps<BagInformationBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <aside className={styles.panel} aria-label={block.heading ?? 'Bag information'} data-sanity={edit()}>
      <InfoIcon className={styles.icon} />
      {block.heading ? (
        <Heading className={styles.title} data-sanity={edit('heading')}>
          {block.heading}
        </Heading>
      ) : null}
      <p className={styles.text} data-sanity={edit('text')}>
        {block.text}
      </p>
      {block.link ? (
        <a className={styles.link} href={block.link.href}>
          {block.link.label}
        </a>
      ) : null}
    </aside>
  );
}

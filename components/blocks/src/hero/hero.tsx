import { imageSrcSet, imageUrl } from '../image.ts';
import type { BlockProps } from '../types.ts';
import * as styles from './hero.css.ts';
import type { HeroBlock } from './query.ts';

/** A full-width lead banner: heading, optional subheading, call to action and picture, in one of four tones. */
export async function Hero({ block, edit, headingLevel }: BlockProps<HeroBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { image } = block;
  return (
    <section
      className={[styles.hero, styles.tone[block.tone], image ? null : styles.textOnly].filter(Boolean).join(' ')}
      aria-labelledby={`hero-${block._key}`}
      data-sanity={edit()}
    >
      <div className={styles.content}>
        <Heading id={`hero-${block._key}`} className={styles.heading} data-sanity={edit('heading')}>
          {block.heading}
        </Heading>
        {block.subheading ? (
          <p className={styles.subheading} data-sanity={edit('subheading')}>
            {block.subheading}
          </p>
        ) : null}
        {block.cta ? (
          <a className={styles.cta} href={block.cta.href} data-sanity={edit('cta')}>
            {block.cta.label}
          </a>
        ) : null}
      </div>
      {image ? (
        <div className={styles.media_}>
          <img
            className={styles.image}
            src={imageUrl(image, 960, 720)}
            srcSet={imageSrcSet(image, [480, 720, 960, 1280], 4 / 3)}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={image.alt ?? ''}
            // The hero is the largest thing above the fold: load it first.
            fetchPriority={headingLevel === 1 ? 'high' : 'auto'}
            loading={headingLevel === 1 ? 'eager' : 'lazy'}
            data-sanity={edit('image')}
          />
        </div>
      ) : null}
    </section>
  );
}

import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { z } from 'zod';
import * as shared from '../block.css.ts';
import { SAFE_COPY_HREF } from '../fields.ts';
import type { BlockProps } from '../types.ts';
import type { RichTextBlock } from './query.ts';
import * as styles from './rich-text.css.ts';

/** Links inside copy go where the copy field allows; anything else (javascript:, data:) renders as plain text. */
const linkValue = z.object({ href: z.string().regex(SAFE_COPY_HREF) });

/** Portable Text styles mapped to the brand's typography; heading levels follow the page outline. */
function components(level: 2 | 3): PortableTextComponents {
  const H = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  return {
    block: {
      normal: ({ children }) => <p className={styles.paragraph}>{children}</p>,
      h2: ({ children }) => <H className={styles.h2}>{children}</H>,
      h3: ({ children }) => <Sub className={styles.h3}>{children}</Sub>,
      blockquote: ({ children }) => <blockquote className={styles.quote}>{children}</blockquote>,
    },
    list: {
      bullet: ({ children }) => <ul className={styles.list}>{children}</ul>,
      number: ({ children }) => <ol className={styles.list}>{children}</ol>,
    },
    marks: {
      link: ({ value, children }) => {
        const parsed = linkValue.safeParse(value);
        if (!parsed.success) return <>{children}</>;
        return (
          <a className={styles.link} href={parsed.data.href}>
            {children}
          </a>
        );
      },
    },
  };
}

/** Editorial copy: paragraphs, headings, lists, quotes and links. */
export async function RichText({ block, edit, headingLevel }: BlockProps<RichTextBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Headings inside the text sit below the block title (or directly below the page heading without one).
  const innerLevel = block.title && headingLevel === 2 ? 3 : 2;
  const headingId = `rich-text-${block._key}`;
  return (
    <section className={shared.section} aria-labelledby={block.title ? headingId : undefined} data-sanity={edit()}>
      {block.title ? (
        <Heading id={headingId} className={shared.heading} data-sanity={edit('title')}>
          {block.title}
        </Heading>
      ) : null}
      <div className={styles.prose} data-sanity={edit('body')}>
        <PortableText value={block.body} components={components(innerLevel)} />
      </div>
    </section>
  );
}

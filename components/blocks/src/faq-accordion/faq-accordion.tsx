import * as shared from '../block.css.ts';
import type { BlockProps } from '../types.ts';
import { FaqAccordionClient } from './faq-accordion-client.tsx';
import type { FaqAccordionBlock } from './query.ts';

/** Frequently asked questions; only the expand/collapse runs in the browser. */
export async function FaqAccordion({ block, edit, headingLevel }: BlockProps<FaqAccordionBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `faq-${block._key}`;
  return (
    <section className={shared.section} aria-labelledby={headingId} data-sanity={edit()}>
      <Heading id={headingId} className={shared.heading} data-sanity={edit('title')}>
        {block.title}
      </Heading>
      <FaqAccordionClient
        items={block.items.map(({ _key, question, answer }) => ({
          _key,
          question,
          answer,
          editQuestion: edit(`items[_key=="${_key}"].question`),
          editAnswer: edit(`items[_key=="${_key}"].answer`),
        }))}
        level={headingLevel === 1 ? 2 : 3}
      />
    </section>
  );
}

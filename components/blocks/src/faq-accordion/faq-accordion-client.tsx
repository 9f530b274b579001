'use client';

import { useId, useState } from 'react';
import * as styles from './faq-accordion.css.ts';

export interface FaqItem {
  _key: string;
  question: string;
  answer: string;
  /** `data-sanity` values for the question and answer (preview only). */
  editQuestion?: string | undefined;
  editAnswer?: string | undefined;
}

/**
 * Questions as disclosure buttons inside headings (the WAI-ARIA accordion pattern); several answers may be open at
 * once. Plain `<button>`s with `aria-expanded` and `aria-controls`, each answer the panel its button controls: the
 * browser gives keyboard and focus, so the block ships no react-aria.
 */
export function FaqAccordionClient({ items, level }: { items: FaqItem[]; level: 2 | 3 }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div className={styles.group}>
      {items.map((item) => {
        const isOpen = expanded.has(item._key);
        const panelId = `${id}-${item._key}-answer`;
        return (
          <div key={item._key} className={styles.item}>
            <Heading className={styles.question}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item._key)}
              >
                <span data-sanity={item.editQuestion}>{item.question}</span>
                <svg
                  className={styles.chevron}
                  width="18"
                  height="18"
                  viewBox="0 0 18 18"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="m4 7 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} className={styles.panel} hidden={!isOpen}>
              <p className={styles.answer} data-sanity={item.editAnswer}>
                {item.answer}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

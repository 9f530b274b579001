'use client';

import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import * as styles from './faq-accordion.css.ts';

export interface FaqItem {
  _key: string;
  question: string;
  answer: string;
  /** `data-sanity` values for the question and answer (preview only). */
  editQuestion?: string | undefined;
  editAnswer?: string | undefined;
}

/** Questions as disclosure buttons inside headings; several answers may be open at once. */
export function FaqAccordionClient({ items, level }: { items: FaqItem[]; level: 2 | 3 }) {
  return (
    <DisclosureGroup className={styles.group} allowsMultipleExpanded>
      {items.map((item) => (
        <Disclosure key={item._key} id={item._key} className={styles.item}>
          <Heading level={level} className={styles.question}>
            <Button slot="trigger" className={styles.trigger}>
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
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <p className={styles.answer} data-sanity={item.editAnswer}>
              {item.answer}
            </p>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

'use client';
// A GOV.UK-style error summary: "There is a problem", then each problem as a link to its field. It takes focus when it
// appears so keyboard and screen-reader users land on it; following a link focuses the field itself.
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import * as styles from './checkout.css.ts';

export interface SummaryError {
  /** The id of the field (or section) the problem is about. */
  target: string;
  message: string;
}

export function ErrorSummary({ errors, title = 'There is a problem' }: { errors: SummaryError[]; title?: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.target}:${error.message}`).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;

  function follow(event: MouseEvent<HTMLAnchorElement>, target: string) {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.scrollIntoView({ block: 'center' });
    element.focus();
  }

  return (
    <div
      ref={ref}
      className={styles.errorSummary}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-title`}
      data-testid="error-summary"
    >
      <h2 id={`${id}-title`} className={styles.errorSummaryTitle}>
        {title}
      </h2>
      <ul className={styles.errorList}>
        {errors.map((error) => (
          <li key={`${error.target}:${error.message}`}>
            <a href={`#${error.target}`} className={styles.errorLink} onClick={(event) => follow(event, error.target)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

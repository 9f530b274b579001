'use client';
import { container } from '@shop/ui/styles/layout.css';
import * as styles from '@/components/app/message-page.css.ts';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.title}>Sorry, something went wrong. Please try again later.</h1>
      <p>
        <button type="button" className={styles.action} onClick={reset}>
          Try again
        </button>
      </p>
    </div>
  );
}

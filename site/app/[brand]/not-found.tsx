import { container } from '@shop/ui/styles/layout.css';
import * as styles from '@/components/app/message-page.css.ts';
import Link from '@/components/link/link.tsx';

export default function NotFound() {
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.title}>Sorry, we can't find that page</h1>
      <p>It may have moved, or the product may no longer be available.</p>
      <p>
        <Link href="/" className={styles.action}>
          Continue shopping
        </Link>
      </p>
    </div>
  );
}

'use client';
// "Write a review" for a signed-in customer (a guest is offered sign-in and back): the form is the platform's own
// definition for this product (GET /api/reviews/dynamicForm), photos are uploaded one by one as they are chosen (the
// first of two steps; each refusal says why), and the review names them when it is sent. The review text is
// URI-encoded before submission (spec §5). Errors are listed in a summary that takes focus, each linked to its field.
import type { ReviewForm } from '@shop/commerce/reviews/provider';
import { buttonClassName } from '@shop/ui/button';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/auth-client/use-session.ts';
import { signInUrl } from '@/lib/client/fetcher.ts';
import { answerOf, GENERIC } from './review-api.ts';
import * as styles from './reviews.css.ts';

// The form itself loads when the shopper opens it (with its definition), not with the product page.
const ReviewFormView = lazy(() =>
  import('./review-form-view.tsx').then((module) => ({ default: module.ReviewFormView })),
);

export function WriteReview({
  productNumber,
  productName,
  photoUpload,
}: {
  productNumber: string;
  productName: string;
  /** The review-photo-upload switch: without it the form asks for no photos. */
  photoUpload: boolean;
}) {
  const { isSignedIn, isLoading } = useSession();
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ReviewForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!open || form) return;
    let cancelled = false;
    fetch(`/api/reviews/dynamicForm?productId=${encodeURIComponent(productNumber)}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    })
      .then(async (response) => {
        const answer = await answerOf(response);
        if (cancelled) return;
        if (!response.ok) {
          setLoadError(typeof answer.message === 'string' ? answer.message : GENERIC);
          return;
        }
        const definition = answer as unknown as ReviewForm;
        setForm(
          photoUpload
            ? definition
            : { ...definition, fields: definition.fields.filter((field) => field.type !== 'photos') },
        );
      })
      .catch(() => !cancelled && setLoadError(GENERIC));
    return () => {
      cancelled = true;
    };
  }, [open, form, productNumber, photoUpload]);

  if (isLoading) return null;
  if (!isSignedIn) {
    return (
      <p>
        <a href={signInUrl(`${pathname}#reviews`)} className={buttonClassName({ variant: 'secondary' })}>
          Sign in to write a review
        </a>
      </p>
    );
  }
  if (done) return <Confirmation />;
  if (!open) {
    return (
      <p>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setOpen(true)}>
          Write a review
        </button>
      </p>
    );
  }
  if (loadError) return <p className={styles.error}>{loadError}</p>;
  if (!form) return <p className={styles.muted}>Loading the review form…</p>;
  return (
    <Suspense fallback={<p className={styles.muted}>Loading the review form…</p>}>
      <ReviewFormView
        form={form}
        productName={productName}
        onDone={() => setDone(true)}
        onCancel={() => setOpen(false)}
      />
    </Suspense>
  );
}

function Confirmation() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.confirmation} role="status" tabIndex={-1}>
      <strong>Thank you for your review.</strong> It will appear here once our team has checked it.
    </div>
  );
}

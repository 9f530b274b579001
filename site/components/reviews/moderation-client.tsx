'use client';
// Approve, or reject with a reason code: the queue reloads after the decision.
import type { RejectionCode, ReviewStatus } from '@shop/commerce/reviews/provider';
import { buttonClassName } from '@shop/ui/button';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import * as styles from './reviews.css.ts';

export function ModerationDecision({
  reviewId,
  title,
  status,
  reasons,
}: {
  reviewId: string;
  title: string;
  status: ReviewStatus;
  reasons: Record<RejectionCode, string>;
}) {
  const router = useRouter();
  const id = useId();
  const [reason, setReason] = useState<RejectionCode | ''>('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const decide = async (decision: { status: 'APPROVED' } | { status: 'REJECTED'; reasonCode: RejectionCode }) => {
    setMessage(null);
    const response = await fetch('/api/reviews/moderation', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ reviewId, ...decision }),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      setMessage(answer.message ?? 'Sorry, the decision was not saved. Please try again.');
      return;
    }
    setMessage(decision.status === 'APPROVED' ? 'Approved.' : 'Rejected.');
    startTransition(() => router.refresh());
  };
  return (
    <div className={styles.decision}>
      {status === 'PENDING' ? (
        <button
          type="button"
          className={buttonClassName({ size: 'small' })}
          disabled={pending}
          onClick={() => decide({ status: 'APPROVED' })}
          aria-label={`Approve “${title}”`}
        >
          Approve
        </button>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`} className={styles.fieldLabel}>
          Reason for rejecting
        </label>
        <select
          id={`${id}-reason`}
          className={styles.select}
          value={reason}
          onChange={(event) => setReason(event.target.value as RejectionCode | '')}
        >
          <option value="">Choose a reason…</option>
          {(Object.entries(reasons) as [RejectionCode, string][]).map(([code, label]) => (
            <option key={code} value={code}>
              {code}: {label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'small' })}
        disabled={pending || reason === ''}
        onClick={() => reason && decide({ status: 'REJECTED', reasonCode: reason })}
        aria-label={`Reject “${title}”`}
      >
        Reject
      </button>
      <output className={styles.hint}>{message}</output>
    </div>
  );
}

'use client';
// "Was this review helpful?" Yes / No, once per shopper: the counts update in place; a second vote is told so.
import { useState } from 'react';
import * as styles from './reviews.css.ts';

export function HelpfulVote({
  reviewId,
  helpful,
  notHelpful,
}: {
  reviewId: string;
  helpful: number;
  notHelpful: number;
}) {
  const [counts, setCounts] = useState({ helpful, notHelpful });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const vote = async (value: 'helpful' | 'unhelpful') => {
    setBusy(true);
    try {
      const response = await fetch('/api/reviews/helpful', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ reviewId, vote: value }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        helpful?: number;
        notHelpful?: number;
        message?: string;
      };
      if (response.ok && typeof answer.helpful === 'number' && typeof answer.notHelpful === 'number') {
        setCounts({ helpful: answer.helpful, notHelpful: answer.notHelpful });
        setMessage('Thank you for your feedback.');
      } else {
        setMessage(answer.message ?? 'Sorry, your vote could not be counted. Please try again later.');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className={styles.helpful}>
      <legend className={styles.helpfulLegend}>Was this review helpful?</legend>
      <button type="button" className={styles.select} disabled={busy} onClick={() => vote('helpful')}>
        Yes ({counts.helpful})
      </button>
      <button type="button" className={styles.select} disabled={busy} onClick={() => vote('unhelpful')}>
        No ({counts.notHelpful})
      </button>
      <output>{message}</output>
    </fieldset>
  );
}

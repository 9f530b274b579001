'use client';
// Contact preferences form: ways we may contact the customer, the newsletter and the loyalty opt-in. Saved with a
// same-origin PUT /api/profile (the CSRF guard checks the Origin); the version stops a stale form overwriting.
import type { ContactPreferences } from '@shop/commerce/customers/preferences';
import { Button } from '@shop/ui/button';
import { useHydrated } from '@shop/ui/hydrated';
import { type FormEvent, useState } from 'react';
import { FetchError, fetcher } from '@/lib/client/fetcher.ts';
import * as styles from './account.css.ts';

type Flags = Pick<
  ContactPreferences,
  'contactByEmail' | 'contactBySms' | 'contactByPost' | 'contactByPhone' | 'newsletterOptIn'
>;

const channels: { key: keyof Flags; label: string }[] = [
  { key: 'contactByEmail', label: 'Email' },
  { key: 'contactBySms', label: 'Text message (SMS)' },
  { key: 'contactByPost', label: 'Post' },
  { key: 'contactByPhone', label: 'Phone' },
];

export function ContactPreferencesForm({
  initial,
  loyaltyName,
}: {
  initial: ContactPreferences;
  loyaltyName: string | null;
}) {
  const ready = useHydrated();
  const [prefs, setPrefs] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const toggle = (key: keyof Flags) => setPrefs((p) => ({ ...p, [key]: !p[key] }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    try {
      const answer = await fetcher<{ contactPreferences: ContactPreferences }>('/api/profile', {
        method: 'PUT',
        body: JSON.stringify({
          mobilePhone: prefs.mobilePhone ?? '',
          contactByEmail: prefs.contactByEmail,
          contactBySms: prefs.contactBySms,
          contactByPost: prefs.contactByPost,
          contactByPhone: prefs.contactByPhone,
          newsletterOptIn: prefs.newsletterOptIn,
          loyaltyOptIn: prefs.loyaltyOptIn,
          loyaltySendEmail: prefs.loyaltyOptIn === 'OPTED_IN' && prefs.loyaltySendEmail,
          version: prefs.version,
        }),
      });
      setPrefs(answer.contactPreferences);
      setStatus({ kind: 'saved', message: 'Your preferences have been saved.' });
    } catch (error) {
      const info = error instanceof FetchError ? (error.info as { message?: string } | null) : null;
      setStatus({ kind: 'error', message: info?.message ?? 'Sorry, something went wrong. Please try again later.' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>How we can contact you about offers</legend>
        {channels.map((channel) => (
          <label key={channel.key} className={styles.check}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={prefs[channel.key]}
              onChange={() => toggle(channel.key)}
            />
            {channel.label}
          </label>
        ))}
        <div className={styles.field}>
          <label htmlFor="mobilePhone">Mobile number</label>
          <input
            id="mobilePhone"
            className={styles.input}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={20}
            value={prefs.mobilePhone ?? ''}
            aria-describedby="mobile-hint"
            onChange={(e) => setPrefs((p) => ({ ...p, mobilePhone: e.target.value }))}
          />
          <span id="mobile-hint" className={styles.hint}>
            Needed for text messages, e.g. 07700 900123.
          </span>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Newsletter</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={prefs.newsletterOptIn}
            onChange={() => toggle('newsletterOptIn')}
          />
          Send me the newsletter with new arrivals and offers
        </label>
      </fieldset>

      {loyaltyName ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{loyaltyName}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={prefs.loyaltyOptIn === 'OPTED_IN'}
              onChange={() =>
                setPrefs((p) => ({ ...p, loyaltyOptIn: p.loyaltyOptIn === 'OPTED_IN' ? 'NOT_OPTED_IN' : 'OPTED_IN' }))
              }
            />
            Join {loyaltyName} and collect rewards when you shop
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              className={styles.checkbox}
              disabled={prefs.loyaltyOptIn !== 'OPTED_IN'}
              checked={prefs.loyaltyOptIn === 'OPTED_IN' && prefs.loyaltySendEmail}
              onChange={() => setPrefs((p) => ({ ...p, loyaltySendEmail: !p.loyaltySendEmail }))}
            />
            Email me about my {loyaltyName} rewards
          </label>
        </fieldset>
      ) : null}

      <Button type="submit" disabled={saving || !ready}>
        {saving ? 'Saving…' : 'Save preferences'}
      </Button>
      <p role="status" aria-live="polite" className={status?.kind === 'error' ? styles.error : styles.status}>
        {status?.message ?? ''}
      </p>
    </form>
  );
}

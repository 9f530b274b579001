'use client';

import { useHydrated } from '@shop/ui/hydrated';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { refusalStatus, useSiteFetch } from '../site-fetch.tsx';
import * as styles from './newsletter-signup.css.ts';

export const GENERIC_ERROR = 'Sorry, something went wrong. Please try again later.';
export const EMAIL_FORMAT_ERROR = 'Enter an email address in the correct format, like name@example.com';
export const EMAIL_MISSING_ERROR = 'Enter your email address';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

function serverMessage(error: unknown): string {
  if (refusalStatus(error) === 400) return EMAIL_FORMAT_ERROR;
  return GENERIC_ERROR;
}

/**
 * The sign-up form: an email field checked on submit (the browser's own email rules, with our messages rather than its
 * bubbles) and by the server, posting to /api/newsletter. A refused address is marked on the field (aria-invalid, the
 * message linked by aria-describedby) and the field takes focus; typing clears the mark. Plain form controls, so the
 * block ships no react-aria.
 */
export function NewsletterSignupForm({ buttonLabel, note }: { buttonLabel: string; note: string | null }) {
  const ready = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const siteFetch = useSiteFetch();
  const id = useId();
  const inputId = `${id}-email`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);

  // The form is replaced by the confirmation: move focus there so keyboard users are not dropped at the page top.
  useEffect(() => {
    if (state.kind === 'done') done.current?.focus();
  }, [state.kind]);

  const refuse = (message: string) => {
    setFieldError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    if (!field || state.kind === 'sending') return;
    const email = field.value;
    if (email.trim() === '') return refuse(EMAIL_MISSING_ERROR);
    if (field.validity.typeMismatch) return refuse(EMAIL_FORMAT_ERROR);
    setFieldError(null);
    setState({ kind: 'sending' });
    try {
      const answer = await siteFetch<{ message?: string }>('/api/newsletter', {
        method: 'POST',
        body: JSON.stringify({ email }),
      });
      setState({ kind: 'done', message: answer?.message ?? 'Thanks for signing up.' });
    } catch (error) {
      const message = serverMessage(error);
      if (message === EMAIL_FORMAT_ERROR) {
        setState({ kind: 'idle' });
        refuse(message);
      } else setState({ kind: 'failed', message });
    }
  };

  if (state.kind === 'done') {
    return (
      <p className={styles.success} role="status" tabIndex={-1} ref={done}>
        {state.message}
      </p>
    );
  }

  const sending = state.kind === 'sending';
  const describedBy = [fieldError ? errorId : null, note ? noteId : null].filter(Boolean).join(' ') || undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={inputId}>
          Email address
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="name@example.com"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            onChange={() => setFieldError(null)}
          />
          <button type="submit" className={styles.submit} disabled={!ready} aria-disabled={sending || undefined}>
            {sending ? 'Signing up…' : buttonLabel}
          </button>
        </div>
        {fieldError ? (
          <p className={styles.error} id={errorId}>
            {fieldError}
          </p>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      {note ? (
        <p className={styles.note} id={noteId}>
          {note}
        </p>
      ) : null}
    </form>
  );
}

'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { refusalStatus, useSiteFetch } from '../site-fetch.tsx';
import * as styles from './newsletter-signup.css.ts';

export const GENERIC_ERROR = 'Sorry, something went wrong. Please try again later.';
export const EMAIL_FORMAT_ERROR = 'Enter an email address in the correct format, like name@example.com';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

function serverMessage(error: unknown): string {
  if (refusalStatus(error) === 400) return EMAIL_FORMAT_ERROR;
  return GENERIC_ERROR;
}

/** The sign-up form: an email field with native and server validation, posting to /api/newsletter. */
export function NewsletterSignupForm({ buttonLabel, note }: { buttonLabel: string; note: string | null }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const siteFetch = useSiteFetch();
  const noteId = useId();
  const done = useRef<HTMLParagraphElement>(null);

  // The form is replaced by the confirmation: move focus there so keyboard users are not dropped at the page top.
  useEffect(() => {
    if (state.kind === 'done') done.current?.focus();
  }, [state.kind]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if (typeof email !== 'string' || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const answer = await siteFetch<{ message?: string }>('/api/newsletter', {
        method: 'POST',
        body: JSON.stringify({ email }),
      });
      setState({ kind: 'done', message: answer?.message ?? 'Thanks for signing up.' });
    } catch (error) {
      setState({ kind: 'failed', message: serverMessage(error) });
    }
  };

  if (state.kind === 'done') {
    return (
      <p className={styles.success} role="status" tabIndex={-1} ref={done}>
        {state.message}
      </p>
    );
  }

  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      validationErrors={state.kind === 'failed' && state.message === EMAIL_FORMAT_ERROR ? { email: state.message } : {}}
    >
      <TextField
        className={styles.field}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        validate={(value) => (value.trim() === '' ? 'Enter your email address' : null)}
        aria-describedby={note ? noteId : undefined}
      >
        <Label className={styles.label}>Email address</Label>
        <div className={styles.row}>
          <Input className={styles.input} placeholder="name@example.com" />
          <Button type="submit" className={styles.submit} isPending={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Signing up…' : buttonLabel}
          </Button>
        </div>
        <FieldError className={styles.error}>
          {({ validationDetails, validationErrors }) =>
            validationDetails.typeMismatch ? EMAIL_FORMAT_ERROR : validationErrors.join(' ')
          }
        </FieldError>
      </TextField>
      {state.kind === 'failed' && state.message !== EMAIL_FORMAT_ERROR ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      {note ? (
        <p className={styles.note} id={noteId}>
          {note}
        </p>
      ) : null}
    </Form>
  );
}

'use client';
// The review form (loaded on demand by write-review-client.tsx): the platform's fields for this product, photo
// uploads as they are chosen, and the error summary that takes focus.
import type { FormField, ReviewForm } from '@shop/commerce/reviews/provider';
import { buttonClassName } from '@shop/ui/button';
import { useHydrated } from '@shop/ui/hydrated';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { answerOf, GENERIC } from './review-api.ts';
import * as styles from './reviews.css.ts';

interface Uploaded {
  key: string;
  name: string;
  photoId?: string;
  thumbnailUrl?: string;
  error?: string;
  busy: boolean;
}

interface FieldError {
  field: string;
  message: string;
}

export function ReviewFormView({
  form,
  productName,
  onDone,
  onCancel,
}: {
  form: ReviewForm;
  productName: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const ready = useHydrated();
  const id = useId();
  const fieldId = (field: string) => `${id}-field-${field}`;
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [uploads, setUploads] = useState<Uploaded[]>([]);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const photosField = form.fields.find((field) => field.type === 'photos');

  useEffect(() => {
    if (errors.length) summary.current?.focus();
  }, [errors]);

  const errorFor = (field: string) => errors.find((error) => error.field === field)?.message;

  const upload = async (file: File) => {
    const key = `${file.name}-${file.size}-${Math.random()}`;
    const patch = (change: Partial<Uploaded>) =>
      setUploads((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
    setUploads((all) => [...all, { key, name: file.name, busy: true }]);
    if (photosField && file.size > photosField.maxBytes) {
      patch({ busy: false, error: 'The photo is larger than 10 MB. Choose a smaller photo.' });
      return;
    }
    const body = new FormData();
    body.set('photo', file, file.name);
    try {
      const response = await fetch('/api/reviews/uploadPhoto', { method: 'POST', body, credentials: 'same-origin' });
      const answer = await answerOf(response);
      const photo = answer.photo as { id: string; thumbnailUrl: string } | undefined;
      if (response.ok && photo) patch({ busy: false, photoId: photo.id, thumbnailUrl: photo.thumbnailUrl });
      else patch({ busy: false, error: typeof answer.message === 'string' ? answer.message : GENERIC });
    } catch {
      patch({ busy: false, error: GENERIC });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const has = (name: string) => form.fields.some((field) => field.id === name);
    const photoIds = uploads.flatMap((item) => (item.photoId ? [item.photoId] : []));
    if (uploads.some((item) => item.busy)) {
      setErrors([{ field: 'photos', message: 'Wait for your photos to finish uploading.' }]);
      return;
    }
    setSending(true);
    try {
      const response = await fetch('/api/reviews/submitReview', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({
          productId: form.productId,
          rating: Number(text('rating') || 0),
          title: text('title'),
          // Spec §5: the review text is URI-encoded before submission.
          reviewText: encodeURIComponent(text('reviewText')),
          nickname: text('nickname'),
          fit: has('fit') && text('fit') ? text('fit') : null,
          sizeBought: has('sizeBought') && text('sizeBought') ? text('sizeBought') : null,
          isRecommended: has('isRecommended') ? data.get('isRecommended') === 'on' : null,
          incentivised: data.get('incentivised') === 'on',
          agreedToTermsAndConditions: data.get('agreedToTermsAndConditions') === 'on',
          photoIds,
        }),
      });
      const answer = await answerOf(response);
      if (response.ok) {
        onDone();
        return;
      }
      const fieldErrors = Array.isArray(answer.fieldErrors) ? (answer.fieldErrors as FieldError[]) : [];
      setErrors(
        fieldErrors.length
          ? fieldErrors
          : [{ field: '', message: typeof answer.message === 'string' ? answer.message : GENERIC }],
      );
    } catch {
      setErrors([{ field: '', message: GENERIC }]);
    } finally {
      setSending(false);
    }
  };

  const describedBy = (field: FormField) =>
    [errorFor(field.id) ? `${fieldId(field.id)}-error` : null, hintFor(field) ? `${fieldId(field.id)}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.reviewTitle}>
        Review the {productName.toLowerCase()}
      </h3>
      {errors.length > 0 ? (
        <div ref={summary} className={styles.errorSummary} role="alert" tabIndex={-1} aria-labelledby={`${id}-errors`}>
          <h4 id={`${id}-errors`} className={styles.reviewTitle}>
            There is a problem
          </h4>
          <ul>
            {errors.map((error) => (
              <li key={`${error.field}-${error.message}`}>
                {error.field ? <a href={`#${fieldId(error.field)}`}>{error.message}</a> : error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {form.fields.map((field) => (
        <Field
          key={field.id}
          field={field}
          inputId={fieldId(field.id)}
          error={errorFor(field.id)}
          describedBy={describedBy(field)}
          uploads={uploads}
          onFiles={(files) => {
            const room = field.type === 'photos' ? field.max - uploads.filter((item) => item.photoId).length : 0;
            for (const file of files.slice(0, Math.max(0, room))) void upload(file);
          }}
          onRemove={(key) => setUploads((all) => all.filter((item) => item.key !== key))}
        />
      ))}
      <div className={styles.controls}>
        <button
          type="submit"
          className={buttonClassName({})}
          disabled={sending || !ready}
          aria-disabled={sending || undefined}
        >
          {sending ? 'Sending…' : 'Submit review'}
        </button>
        <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function hintFor(field: FormField): string | null {
  if (field.type === 'textarea') return `At least ${field.minLength} characters.`;
  if (field.type === 'photos') return `Up to ${field.max} photos, JPEG, PNG or WebP, each at most 10 MB.`;
  if (field.id === 'incentivised') return 'We show this with your review.';
  return null;
}

function Field({
  field,
  inputId,
  error,
  describedBy,
  uploads,
  onFiles,
  onRemove,
}: {
  field: FormField;
  inputId: string;
  error: string | undefined;
  describedBy: string | undefined;
  uploads: Uploaded[];
  onFiles: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const hint = hintFor(field);
  const label = `${field.label}${field.required ? '' : ' (optional)'}`;
  const extras = (
    <>
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
  const invalid = error ? true : undefined;
  switch (field.type) {
    case 'rating':
      return (
        <fieldset className={styles.field} aria-describedby={describedBy}>
          <legend className={styles.fieldLabel}>{label}</legend>
          {extras}
          <div className={styles.stars}>
            {[1, 2, 3, 4, 5].map((stars) => (
              <label key={stars} className={styles.starOption}>
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  id={stars === 1 ? inputId : undefined}
                  aria-invalid={invalid}
                />
                {stars} {stars === 1 ? 'star' : 'stars'}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case 'text':
    case 'textarea': {
      const Input = field.type === 'textarea' ? 'textarea' : 'input';
      return (
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.fieldLabel}>
            {label}
          </label>
          {extras}
          <Input
            id={inputId}
            name={field.id}
            className={field.type === 'textarea' ? styles.textarea : styles.input}
            maxLength={field.maxLength}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            autoComplete={field.id === 'nickname' ? 'nickname' : 'off'}
          />
        </div>
      );
    }
    case 'select':
      return (
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.fieldLabel}>
            {label}
          </label>
          {extras}
          <select
            id={inputId}
            name={field.id}
            className={styles.select}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            defaultValue=""
          >
            <option value="">Choose…</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'boolean':
      return (
        <div className={styles.field}>
          <label className={styles.check}>
            <input type="checkbox" id={inputId} name={field.id} aria-invalid={invalid} aria-describedby={describedBy} />
            <span>{label}</span>
          </label>
          {extras}
        </div>
      );
    case 'photos':
      return (
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.fieldLabel}>
            {label}
          </label>
          {extras}
          <input
            id={inputId}
            type="file"
            accept={field.accept.join(',')}
            multiple
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => {
              onFiles(Array.from(event.currentTarget.files ?? []));
              event.currentTarget.value = '';
            }}
          />
          {uploads.length > 0 ? (
            <ul className={styles.uploads} aria-label="Your photos">
              {uploads.map((item) => (
                <li key={item.key} className={styles.upload}>
                  {item.thumbnailUrl ? (
                    <img className={styles.thumbnail} src={item.thumbnailUrl} alt={`Uploaded: ${item.name}`} />
                  ) : null}
                  <span role={item.error ? 'alert' : 'status'} className={item.error ? styles.error : styles.hint}>
                    {item.busy
                      ? `Uploading ${item.name}…`
                      : item.error
                        ? `${item.name}: ${item.error}`
                        : `${item.name} added`}
                  </span>
                  {item.busy ? null : (
                    <button type="button" className={styles.select} onClick={() => onRemove(item.key)}>
                      Remove<span className="visually-hidden"> {item.name}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
  }
}

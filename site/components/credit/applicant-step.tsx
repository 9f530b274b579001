'use client';
// Step 1, the applicant: title, names, date of birth (day, month, year) and mobile number, checked here before the
// next step; the server checks them again.
import { Button } from '@shop/ui/button';
import { type FormEvent, useState } from 'react';
import type { ApplicantFields } from '@/lib/credit/client.ts';
import * as checkout from '../checkout/checkout.css.ts';
import { ErrorSummary, type SummaryError } from '../checkout/error-summary.tsx';
import * as styles from './credit-application.css.ts';
import { GroupError, SelectField, TextField } from './field.tsx';

const TITLES = [['', 'Choose'], ...['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'].map((t) => [t, t] as const)] as const;
const NAME = /^[\p{L}][\p{L}' .-]*$/u;
/** The longest name the credit bureau takes (the server refuses longer ones too). */
const NAME_MAX = 40;
const DATE_PARTS = [
  ['day', 'Day'],
  ['month', 'Month'],
  ['year', 'Year'],
] as const;

interface Draft {
  title: string;
  firstname: string;
  lastname: string;
  day: string;
  month: string;
  year: string;
  mobilePhone: string;
}

export function draftOf(applicant: ApplicantFields): Draft {
  const [year = '', month = '', day = ''] = applicant.dateofbirth ? applicant.dateofbirth.split('-') : [];
  return { ...applicant, day: day.replace(/^0/, ''), month: month.replace(/^0/, ''), year };
}

function problems(d: Draft): SummaryError[] {
  const out: SummaryError[] = [];
  if (!d.title) out.push({ target: 'applicant-title', message: 'Choose your title' });
  for (const [value, target, which] of [
    [d.firstname, 'applicant-first', 'first name'],
    [d.lastname, 'applicant-last', 'last name'],
  ] as const) {
    if (!NAME.test(value.trim())) out.push({ target, message: `Enter your ${which}` });
    else if (value.trim().length > NAME_MAX) {
      out.push({ target, message: `Enter your ${which} in ${NAME_MAX} characters or fewer` });
    }
  }
  const [day, month, year] = [Number(d.day), Number(d.month), Number(d.year)];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    /^\d{4}$/.test(d.year) &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real || year < 1900) {
    out.push({ target: 'applicant-day', message: 'Enter your date of birth, for example 12 3 1984' });
  } else {
    const now = new Date();
    const age =
      now.getUTCFullYear() -
      year -
      (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day) ? 1 : 0);
    if (age < 18) out.push({ target: 'applicant-day', message: 'You must be 18 or over to apply for credit' });
  }
  if (!/^(?:\+44\s?7|07)\d{3}\s?\d{6}$/.test(d.mobilePhone.trim())) {
    out.push({ target: 'applicant-mobile', message: 'Enter a UK mobile number, like 07700 900123' });
  }
  return out;
}

export function ApplicantStep({ initial, onDone }: { initial: ApplicantFields; onDone(a: ApplicantFields): void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const errorFor = (target: string) => errors.find((e) => e.target === target)?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems(draft);
    setErrors(found);
    if (found.length > 0) return;
    const pad = (v: string) => v.padStart(2, '0');
    onDone({
      title: draft.title,
      firstname: draft.firstname.trim(),
      lastname: draft.lastname.trim(),
      dateofbirth: `${draft.year}-${pad(draft.month)}-${pad(draft.day)}`,
      mobilePhone: draft.mobilePhone.trim(),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Your details" className={checkout.section}>
      <ErrorSummary errors={errors} />
      <div className={checkout.formGrid}>
        <SelectField
          id="applicant-title"
          label="Title"
          value={draft.title}
          onChange={set('title')}
          options={TITLES}
          error={errorFor('applicant-title')}
        />
        <TextField
          id="applicant-first"
          label="First name"
          autoComplete="given-name"
          value={draft.firstname}
          onChange={set('firstname')}
          error={errorFor('applicant-first')}
        />
        <TextField
          id="applicant-last"
          label="Last name"
          autoComplete="family-name"
          value={draft.lastname}
          onChange={set('lastname')}
          error={errorFor('applicant-last')}
        />
      </div>
      <fieldset className={styles.fieldset} aria-describedby="applicant-dob-hint">
        <legend className={styles.legend}>Date of birth</legend>
        <span id="applicant-dob-hint" className={checkout.radioDetail}>
          For example, 12 3 1984
        </span>
        <GroupError message={errorFor('applicant-day')} />
        <div className={styles.inline}>
          {DATE_PARTS.map(([part, label]) => (
            <TextField
              key={part}
              id={`applicant-${part}`}
              label={label}
              inputMode="numeric"
              autoComplete={`bday-${part}`}
              className={styles.shortField}
              value={draft[part]}
              onChange={set(part)}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        id="applicant-mobile"
        label="Mobile number"
        inputMode="tel"
        autoComplete="tel"
        value={draft.mobilePhone}
        onChange={set('mobilePhone')}
        error={errorFor('applicant-mobile')}
      />
      <div className={checkout.actions}>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}

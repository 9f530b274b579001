'use client';
// Step 1, the applicant: title, names, date of birth (day, month, year) and mobile number, checked here before the
// next step (the rules of @shop/commerce/credit/applicant-schema, which the server applies again). The fields are the
// shared applicant form (applicant-form.tsx).
import { NAME_MAX, NAME_PATTERN, UK_MOBILE_PATTERN } from '@shop/commerce/credit/applicant-schema';
import { Button } from '@shop/ui/button';
import { useHydrated } from '@shop/ui/hydrated';
import { type FormEvent, useState } from 'react';
import type { ApplicantFields } from '@/lib/credit/client.ts';
import * as checkout from '../checkout/checkout.css.ts';
import { ErrorSummary, type SummaryError } from '../checkout/error-summary.tsx';
import { ApplicantForm, type ApplicantValues } from './applicant-form.tsx';

const IDS = {
  title: 'applicant-title',
  firstName: 'applicant-first',
  lastName: 'applicant-last',
  dateOfBirth: 'applicant',
  phone: 'applicant-mobile',
} as const;
const LABELS = { title: 'Title', lastName: 'Last name', phone: 'Mobile number', dateOfBirth: 'Date of birth' };

export function draftOf(applicant: ApplicantFields): ApplicantValues {
  const [year = '', month = '', day = ''] = applicant.dateofbirth ? applicant.dateofbirth.split('-') : [];
  return {
    title: applicant.title,
    firstName: applicant.firstname,
    lastName: applicant.lastname,
    dateOfBirth: applicant.dateofbirth,
    day: day.replace(/^0/, ''),
    month: month.replace(/^0/, ''),
    year,
    phone: applicant.mobilePhone,
  };
}

function problems(d: ApplicantValues): SummaryError[] {
  const out: SummaryError[] = [];
  if (!d.title) out.push({ target: IDS.title, message: 'Choose your title' });
  for (const [value, target, which] of [
    [d.firstName, IDS.firstName, 'first name'],
    [d.lastName, IDS.lastName, 'last name'],
  ] as const) {
    if (!NAME_PATTERN.test(value.trim())) out.push({ target, message: `Enter your ${which}` });
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
  if (!UK_MOBILE_PATTERN.test(d.phone.trim())) {
    out.push({ target: IDS.phone, message: 'Enter a UK mobile number, like 07700 900123' });
  }
  return out;
}

export function ApplicantStep({ initial, onDone }: { initial: ApplicantFields; onDone(a: ApplicantFields): void }) {
  const ready = useHydrated();
  const [draft, setDraft] = useState<ApplicantValues>(() => draftOf(initial));
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const errorFor = (target: string) => errors.find((e) => e.target === target)?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems(draft);
    setErrors(found);
    if (found.length > 0) return;
    const pad = (v: string) => v.padStart(2, '0');
    onDone({
      title: draft.title,
      firstname: draft.firstName.trim(),
      lastname: draft.lastName.trim(),
      dateofbirth: `${draft.year}-${pad(draft.month)}-${pad(draft.day)}`,
      mobilePhone: draft.phone.trim(),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Your details" className={checkout.section}>
      <ErrorSummary errors={errors} />
      <ApplicantForm
        ids={IDS}
        labels={LABELS}
        noTitle="Choose"
        dateOfBirth="parts"
        value={draft}
        onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
        errorFor={errorFor}
      />
      <div className={checkout.actions}>
        <Button type="submit" disabled={!ready}>
          Continue
        </Button>
      </div>
    </form>
  );
}

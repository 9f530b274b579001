'use client';
// Step 2, addresses: the current address (found with the delivery step's address look-up, or typed), how long the
// applicant has lived there (years, then months) and, under three years, the previous address and the time there.
// Together they must cover three years (the credit bureau searches that far back).
import { ADDRESS_LINE_MAX, FLAT_NUMBER_MAX, HOUSE_NUMBER_PATTERN } from '@shop/commerce/credit/applicant-schema';
import { Button } from '@shop/ui/button';
import { useHydrated } from '@shop/ui/hydrated';
import { type FormEvent, useState } from 'react';
import type { AddressFields } from '@/lib/checkout/client-api.ts';
import type { ApplicationAddressFields, TimeAtAddress } from '@/lib/credit/client.ts';
import { emptyApplicationAddress } from '@/lib/credit/client.ts';
import { AddressLookup } from '../checkout/address-lookup.tsx';
import * as checkout from '../checkout/checkout.css.ts';
import { ErrorSummary, type SummaryError } from '../checkout/error-summary.tsx';
import { type AddressInput, AddressInputs } from './applicant-form.tsx';
import * as styles from './credit-application.css.ts';
import { GroupError, SelectField } from './field.tsx';
import { FindAddress } from './find-address.tsx';

export interface AddressHistory {
  current: ApplicationAddressFields;
  timeAtCurrent: TimeAtAddress;
  previous: ApplicationAddressFields | null;
  timeAtPrevious: TimeAtAddress | null;
}

const THREE_YEARS = 36;
const YEARS = [
  ['', 'Years'],
  ...Array.from({ length: 61 }, (_, n) => [String(n), `${n} ${n === 1 ? 'year' : 'years'}`] as const),
] as const;
const MONTHS = [
  ['', 'Months'],
  ...Array.from({ length: 12 }, (_, n) => [String(n), `${n} ${n === 1 ? 'month' : 'months'}`] as const),
] as const;
const FIELDS: AddressInput<keyof ApplicationAddressFields>[] = [
  { key: 'flatNumber', label: 'Flat number (optional)', autoComplete: 'off' },
  { key: 'houseNumberAndSuffix', label: 'House number', autoComplete: 'off' },
  { key: 'houseName', label: 'House name (optional)', autoComplete: 'off' },
  { key: 'addressLine1', label: 'Street', autoComplete: 'address-line1' },
  { key: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { key: 'town', label: 'Town or city', autoComplete: 'address-level2' },
  { key: 'county', label: 'County (optional)', autoComplete: 'address-level1' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

const fromLookup = (found: Partial<AddressFields>): ApplicationAddressFields => ({
  flatNumber: found.flatNumber ?? '',
  houseNumberAndSuffix: found.houseNumber ?? '',
  houseName: found.houseName ?? '',
  addressLine1: found.addressLine1 ?? '',
  addressLine2: found.addressLine2 ?? '',
  town: found.town ?? '',
  county: found.county ?? '',
  postcode: found.postcode ?? '',
});

type Which = 'current' | 'previous';

function addressProblems(which: Which, a: ApplicationAddressFields): SummaryError[] {
  const out: SummaryError[] = [];
  const id = (key: string) => `${which}-${key}`;
  const number = a.houseNumberAndSuffix.trim();
  if (!number && !a.houseName.trim()) {
    out.push({ target: id('houseNumberAndSuffix'), message: 'Enter the house number or name' });
  } else if (number && !HOUSE_NUMBER_PATTERN.test(number)) {
    // The credit bureau takes a number with at most a letter (the server refuses anything else too).
    out.push({
      target: id('houseNumberAndSuffix'),
      message: 'Enter a house number like 14 or 14A, and any other form in the house name',
    });
  }
  if (a.flatNumber.trim().length > FLAT_NUMBER_MAX) {
    out.push({ target: id('flatNumber'), message: 'Enter a flat number of 10 characters or fewer' });
  }
  if (!a.addressLine1.trim()) out.push({ target: id('addressLine1'), message: 'Enter the street' });
  else if (a.addressLine1.trim().length > ADDRESS_LINE_MAX) {
    out.push({ target: id('addressLine1'), message: 'Enter a street of 60 characters or fewer' });
  }
  if (a.addressLine2.trim().length > ADDRESS_LINE_MAX) {
    out.push({ target: id('addressLine2'), message: 'Enter address line 2 in 60 characters or fewer' });
  }
  if (!a.town.trim()) out.push({ target: id('town'), message: 'Enter the town or city' });
  if (!/^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/.test(a.postcode.trim())) {
    out.push({ target: id('postcode'), message: 'Enter a real UK postcode, like LS6 2AB' });
  }
  return out;
}

function AddressFieldsFor({
  which,
  value,
  onChange,
  errorFor,
}: {
  which: Which;
  value: ApplicationAddressFields;
  onChange(a: ApplicationAddressFields): void;
  errorFor(target: string): string | undefined;
}) {
  return (
    <>
      <AddressLookup inputId={`${which}-lookup`} onFound={(found) => onChange(fromLookup(found))} />
      <AddressInputs
        inputs={FIELDS}
        idOf={(key) => `${which}-${key}`}
        value={value}
        onChange={onChange}
        errorFor={errorFor}
        autoComplete={which === 'current'}
      />
      <FindAddress value={value} onFound={onChange} />
    </>
  );
}

function TimeFields({
  which,
  legend,
  value,
  onChange,
  error,
}: {
  which: Which;
  legend: string;
  value: { years: string; months: string };
  onChange(v: { years: string; months: string }): void;
  error?: string | undefined;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <GroupError message={error} />
      <div className={styles.inline}>
        <SelectField
          id={`${which}-years`}
          label="Years"
          className={styles.shortField}
          value={value.years}
          options={YEARS}
          onChange={(years) => onChange({ ...value, years })}
        />
        <SelectField
          id={`${which}-months`}
          label="Months"
          className={styles.shortField}
          value={value.months}
          options={MONTHS}
          onChange={(months) => onChange({ ...value, months })}
        />
      </div>
    </fieldset>
  );
}

const toTime = (v: { years: string; months: string }): TimeAtAddress => ({
  years: Number(v.years),
  months: Number(v.months),
});
const months = (v: { years: string; months: string }) => Number(v.years || 0) * 12 + Number(v.months || 0);

export function AddressStep({ initial, onDone }: { initial: AddressHistory; onDone(history: AddressHistory): void }) {
  const ready = useHydrated();
  const [current, setCurrent] = useState(initial.current);
  const [previous, setPrevious] = useState(initial.previous ?? emptyApplicationAddress);
  const timeText = (t: TimeAtAddress | null) =>
    t ? { years: String(t.years), months: String(t.months) } : { years: '', months: '' };
  const [timeAtCurrent, setTimeAtCurrent] = useState(
    timeText(initial.timeAtCurrent.years || initial.timeAtCurrent.months ? initial.timeAtCurrent : null),
  );
  const [timeAtPrevious, setTimeAtPrevious] = useState(timeText(initial.timeAtPrevious));
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const errorFor = (target: string) => errors.find((e) => e.target === target)?.message;
  const needsPrevious = timeAtCurrent.years !== '' && Number(timeAtCurrent.years) < 3;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = addressProblems('current', current);
    if (timeAtCurrent.years === '' || timeAtCurrent.months === '') {
      found.push({ target: 'current-years', message: 'Tell us how long you have lived at your current address' });
    }
    if (needsPrevious) {
      found.push(...addressProblems('previous', previous));
      if (timeAtPrevious.years === '' || timeAtPrevious.months === '') {
        found.push({ target: 'previous-years', message: 'Tell us how long you lived at your previous address' });
      } else if (months(timeAtCurrent) + months(timeAtPrevious) < THREE_YEARS) {
        found.push({
          target: 'previous-years',
          message: 'Please tell us where you have lived for the last three years.',
        });
      }
    }
    setErrors(found);
    if (found.length > 0) return;
    onDone({
      current,
      timeAtCurrent: toTime(timeAtCurrent),
      previous: needsPrevious ? previous : null,
      timeAtPrevious: needsPrevious ? toTime(timeAtPrevious) : null,
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Your addresses" className={checkout.section}>
      <ErrorSummary errors={errors} />
      <h3 className={styles.legend}>Your current address</h3>
      <AddressFieldsFor which="current" value={current} onChange={setCurrent} errorFor={errorFor} />
      <TimeFields
        which="current"
        legend="How long have you lived at this address?"
        value={timeAtCurrent}
        onChange={setTimeAtCurrent}
        error={errorFor('current-years')}
      />
      {needsPrevious ? (
        <section className={checkout.section} aria-labelledby="previous-heading">
          <h3 id="previous-heading" className={styles.legend}>
            Your previous address
          </h3>
          <p className={checkout.radioDetail}>You have lived at your current address for under three years.</p>
          <AddressFieldsFor which="previous" value={previous} onChange={setPrevious} errorFor={errorFor} />
          <TimeFields
            which="previous"
            legend="How long did you live at your previous address?"
            value={timeAtPrevious}
            onChange={setTimeAtPrevious}
            error={errorFor('previous-years')}
          />
        </section>
      ) : null}
      <div className={checkout.actions}>
        <Button type="submit" disabled={!ready}>
          Continue
        </Button>
      </div>
    </form>
  );
}

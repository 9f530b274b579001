'use client';
// Credit eligibility: a cash customer's soft check (no mark on the credit file) from the bag or a product page. The
// form starts from the customer's own details; the answer is a quote (limit, rates, APR, cost of the bag on credit,
// the offer, the terms), a clear decline, a referral, or a failure to try again. A 404 quote brings the form back.
import { Button, LinkButton } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCart } from '@/lib/bag/hooks.ts';
import {
  type AddressFields,
  type ApplicantFields,
  checkBody,
  monthsAtCurrent,
  type Quote,
  readQuote,
  readTerms,
  runCheck,
  type Step,
  type Terms,
} from '@/lib/credit/eligibility-client.ts';
import { handoffFrom, saveHandoff } from '@/lib/credit/handoff.ts';
import * as bag from '../bag/bag.css.ts';
import * as form from '../checkout/checkout.css.ts';
import { ErrorSummary } from '../checkout/error-summary.tsx';
import { CreditReferenceAgencyNotice } from './credit-reference-agency.tsx';
import * as styles from './eligibility.css.ts';

const PENDING_POLL_MS = 1_500;
const PENDING_POLLS = 10;

const ADDRESS_FIELDS: { key: keyof AddressFields; label: string; autoComplete: string; wide?: boolean }[] = [
  { key: 'flatNumber', label: 'Flat number (optional)', autoComplete: 'off' },
  { key: 'houseNumber', label: 'House number', autoComplete: 'off' },
  { key: 'houseName', label: 'House name (optional)', autoComplete: 'off', wide: true },
  { key: 'addressLine1', label: 'Street', autoComplete: 'address-line1', wide: true },
  { key: 'town', label: 'Town or city', autoComplete: 'address-level2' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

function Field({
  id,
  label,
  value,
  onChange,
  problem,
  autoComplete,
  type = 'text',
  inputMode,
  wide,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  problem?: string;
  autoComplete: string;
  type?: string;
  inputMode?: 'numeric' | 'tel';
  wide?: boolean;
  hint?: string;
}) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`${bag.field} ${wide ? form.wide : ''}`}>
      <label htmlFor={id} className={bag.fieldLabel}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={bag.muted}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className={form.fieldError}>
          {problem}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type={type}
        inputMode={inputMode}
        className={`${bag.input} ${problem ? form.invalidInput : ''}`}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function AddressFieldset({
  legend,
  prefix,
  value,
  onChange,
  problem,
}: {
  legend: string;
  prefix: string;
  value: AddressFields;
  onChange(value: AddressFields): void;
  problem(target: string): string | undefined;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={form.groupLabel}>{legend}</legend>
      <div className={form.formGrid}>
        {ADDRESS_FIELDS.map((field) => {
          const id = `eligibility-applicant-${prefix}-${field.key}`;
          return (
            <Field
              key={field.key}
              id={id}
              label={field.label}
              value={value[field.key]}
              autoComplete={field.autoComplete}
              wide={field.wide}
              problem={problem(id)}
              onChange={(next) => onChange({ ...value, [field.key]: next })}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

function Duration({
  legend,
  prefix,
  years,
  months,
  onYears,
  onMonths,
  problem,
}: {
  legend: string;
  prefix: string;
  years: string;
  months: string;
  onYears(value: string): void;
  onMonths(value: string): void;
  problem(target: string): string | undefined;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={form.groupLabel}>{legend}</legend>
      <div className={styles.duration}>
        <Field
          id={`eligibility-${prefix}-years`}
          label="Years"
          value={years}
          inputMode="numeric"
          autoComplete="off"
          problem={problem(`eligibility-${prefix}-years`)}
          onChange={onYears}
        />
        <Field
          id={`eligibility-${prefix}-months`}
          label="Months"
          value={months}
          inputMode="numeric"
          autoComplete="off"
          problem={problem(`eligibility-${prefix}-months`)}
          onChange={onMonths}
        />
      </div>
    </fieldset>
  );
}

/** The application, started from the check's answers (kept in this tab's storage, never in the URL). */
export const APPLICATION_PATH = '/checkout/credit-application';

function QuoteView({ quote, brandCode, onApply }: { quote: Quote; brandCode: string; onApply(): void }) {
  const [terms, setTerms] = useState<Terms | null | 'loading' | 'failed'>(null);
  const termsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (terms && typeof terms === 'object') termsHeading.current?.focus();
  }, [terms]);
  async function showTerms() {
    setTerms('loading');
    setTerms((await readTerms(quote.applicationId, brandCode)) ?? 'failed');
  }
  const rows: [string, string][] = [
    ['Credit limit', formatPence(quote.creditLimit)],
    ['Representative APR', `${quote.variableApr}% APR (variable)`],
    ['Purchase rate', `${quote.annualInterestRate}% a year (${quote.periodInterestRate}% a month), variable`],
    [
      'Cost of credit',
      `${formatPence(quote.costOfCredit)} interest if you spread ${formatPence(quote.costOfCreditAmount)} over ${quote.numberOfPayments} monthly payments`,
    ],
  ];
  return (
    <div className={styles.result} data-testid="eligibility-quote">
      <dl className={styles.figures}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {quote.promo ? (
        <p className={bag.notice.info} data-testid="eligibility-promo">
          <strong>Offer: </strong>
          {quote.promo.description}
        </p>
      ) : null}
      <p className={bag.muted}>
        This quote is a guide, not an offer of credit. If you apply, we’ll run a full credit check. It’s valid until{' '}
        {new Date(quote.expiresAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}.
      </p>
      <div className={form.actions}>
        <LinkButton href={APPLICATION_PATH} onClick={onApply} data-testid="eligibility-apply">
          Apply for {quote.creditBrandName}
        </LinkButton>
        <p className={bag.muted}>The details you’ve given are filled in for you.</p>
      </div>
      {terms && typeof terms === 'object' ? (
        <section className={styles.terms} aria-labelledby="eligibility-terms-title" data-testid="eligibility-terms">
          <h3 id="eligibility-terms-title" ref={termsHeading} tabIndex={-1} className={bag.cardTitle}>
            {terms.title}
          </h3>
          {terms.sections.map((section) => (
            <div key={section.heading}>
              <h4 className={styles.termsHeading}>{section.heading}</h4>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </div>
          ))}
        </section>
      ) : (
        <div className={form.actions}>
          <Button variant="secondary" onClick={showTerms} disabled={terms === 'loading'}>
            {terms === 'loading' ? 'Loading the terms…' : 'Read the terms'}
          </Button>
          {terms === 'failed' ? (
            <p className={bag.errorText} role="alert">
              We couldn’t load the terms. Please try again.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

export function EligibilityCheck({
  initial,
  tradingTitle,
  brandCode,
  creditBrandName,
}: {
  initial: ApplicantFields;
  tradingTitle: string;
  brandCode: string;
  creditBrandName: string;
}) {
  const id = useId();
  const [fields, setFields] = useState<ApplicantFields>(initial);
  const [step, setStep] = useState<Step>({ state: 'form' });
  const { cart } = useCart();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const set =
    <K extends keyof ApplicantFields>(key: K) =>
    (value: ApplicantFields[K]) =>
      setFields((current) => ({ ...current, [key]: value }));
  const atCurrent = monthsAtCurrent(fields);
  const needsPrevious = atCurrent === null || atCurrent < 36;
  const problems = step.state === 'invalid' ? step.problems : [];
  const problem = (target: string) => problems.find((p) => p.target === target)?.message;

  // A check still running: ask for the quote again a few times.
  useEffect(() => {
    if (step.state !== 'pending') return;
    let polls = 0;
    let cancelled = false;
    const timer = setInterval(async () => {
      polls += 1;
      const next = await readQuote();
      if (cancelled) return;
      if (next.state !== 'pending') setStep(next);
      else if (polls >= PENDING_POLLS)
        setStep({ state: 'failed', message: 'Your check is taking longer than usual. Please try again later.' });
    }, PENDING_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [step.state]);

  // Each answer takes focus, so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (step.state === 'quoted' || step.state === 'declined' || step.state === 'failed') resultHeading.current?.focus();
  }, [step.state]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStep({ state: 'checking' });
    const summary = cart ? { numberOfItems: cart.bagItemsCount, totalCartAmount: cart.orderTotal } : {};
    setStep(await runCheck(checkBody(fields, tradingTitle, summary)));
  }

  if (step.state === 'quoted' || step.state === 'declined' || step.state === 'failed') {
    const heading =
      step.state === 'quoted'
        ? 'You’re likely to be accepted'
        : step.state === 'failed'
          ? 'We couldn’t check your eligibility'
          : step.answer.declineCode === 'Refer1'
            ? 'We need to look more closely'
            : step.answer.eligibilityDecision === 'NOT_FOUND'
              ? 'We couldn’t find your details'
              : 'You’re unlikely to be accepted';
    const message =
      step.state === 'quoted' ? step.quote.message : step.state === 'failed' ? step.message : step.answer.message;
    const tone = step.state === 'quoted' ? 'success' : step.state === 'failed' ? 'error' : 'warning';
    return (
      <section
        className={bag.card}
        aria-labelledby={`${id}-result`}
        data-testid="eligibility-result"
        data-state={step.state}
      >
        <h2 id={`${id}-result`} ref={resultHeading} tabIndex={-1} className={bag.cardTitle}>
          {heading}
        </h2>
        <p className={bag.notice[tone]} data-testid="eligibility-message">
          {message}
        </p>
        {step.state === 'declined' && step.answer.creditReferenceAgency ? (
          <CreditReferenceAgencyNotice agency={step.answer.creditReferenceAgency} headingId={`${id}-agency`} />
        ) : null}
        {step.state === 'quoted' ? (
          <QuoteView
            quote={step.quote}
            brandCode={brandCode}
            onApply={() => saveHandoff(handoffFrom(fields, brandCode))}
          />
        ) : null}
        <div className={form.actions}>
          <LinkButton href="/shop/bag" variant="secondary">
            Back to your bag
          </LinkButton>
          <a href="/credit-explained" className={form.stepLink}>
            How {creditBrandName} works
          </a>
          {step.state !== 'quoted' ? (
            <button type="button" className={bag.textButton} onClick={() => setStep({ state: 'form' })}>
              Check my details again
            </button>
          ) : null}
        </div>
      </section>
    );
  }

  const busy = step.state === 'checking' || step.state === 'pending';
  return (
    <form
      id="eligibility-form"
      className={`${bag.card} ${styles.form}`}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className={bag.cardTitle}>
        Your details
      </h2>
      <ErrorSummary errors={problems} />
      <p className={bag.muted}>
        We use these to run a quotation search with a credit reference agency. It doesn’t affect your credit score and
        other lenders can’t see it.
      </p>
      <div className={form.formGrid}>
        <div className={bag.field}>
          <label htmlFor="eligibility-applicant-name-title" className={bag.fieldLabel}>
            Title (optional)
          </label>
          <select
            id="eligibility-applicant-name-title"
            className={bag.select}
            value={fields.title}
            autoComplete="honorific-prefix"
            onChange={(event) => set('title')(event.target.value)}
          >
            {['', 'Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'].map((title) => (
              <option key={title} value={title}>
                {title || 'None'}
              </option>
            ))}
          </select>
        </div>
        <Field
          id="eligibility-applicant-name-firstName"
          label="First name"
          value={fields.firstName}
          autoComplete="given-name"
          problem={problem('eligibility-applicant-name-firstName')}
          onChange={set('firstName')}
        />
        <Field
          id="eligibility-applicant-name-lastName"
          label="Surname"
          value={fields.lastName}
          autoComplete="family-name"
          problem={problem('eligibility-applicant-name-lastName')}
          onChange={set('lastName')}
        />
        <Field
          id="eligibility-applicant-dateOfBirth"
          label="Date of birth"
          type="date"
          value={fields.dateOfBirth}
          autoComplete="bday"
          problem={problem('eligibility-applicant-dateOfBirth')}
          onChange={set('dateOfBirth')}
        />
        <Field
          id="eligibility-applicant-phoneNumber"
          label="Phone number"
          type="tel"
          value={fields.phoneNumber}
          autoComplete="tel"
          problem={problem('eligibility-applicant-phoneNumber')}
          onChange={set('phoneNumber')}
        />
      </div>
      <AddressFieldset
        legend="Your current address"
        prefix="currentAddress"
        value={fields.current}
        onChange={set('current')}
        problem={problem}
      />
      <Duration
        legend="How long have you lived there?"
        prefix="applicant-timeAtCurrentAddress"
        years={fields.years}
        months={fields.months}
        onYears={set('years')}
        onMonths={set('months')}
        problem={problem}
      />
      {needsPrevious ? (
        <div id="eligibility-applicant-previousAddress" tabIndex={-1} className={styles.previous}>
          {problem('eligibility-applicant-previousAddress') ? (
            <p className={form.fieldError}>{problem('eligibility-applicant-previousAddress')}</p>
          ) : null}
          <AddressFieldset
            legend="Your previous address (you’ve lived at your current one for under 3 years)"
            prefix="previousAddress"
            value={fields.previous}
            onChange={set('previous')}
            problem={problem}
          />
          <Duration
            legend="How long did you live there?"
            prefix="applicant-previousAddress-timeAtAddress"
            years={fields.previousYears}
            months={fields.previousMonths}
            onYears={set('previousYears')}
            onMonths={set('previousMonths')}
            problem={problem}
          />
        </div>
      ) : null}
      <div className={form.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Check my eligibility'}
        </Button>
        {step.state === 'pending' ? (
          <p role="status" className={bag.muted} data-testid="eligibility-pending">
            {step.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

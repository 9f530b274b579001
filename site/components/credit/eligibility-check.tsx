'use client';
// Credit eligibility: a cash customer's soft check (no mark on the credit file) from the bag or a product page. The
// form starts from the customer's own details; the answer is a quote (limit, rates, APR, cost of the bag on credit,
// the offer, the terms), a clear decline, a referral, or a failure to try again. A 404 quote brings the form back.
import { Button, LinkButton } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useHydrated } from '@shop/ui/hydrated';
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
import { type AddressInput, AddressInputs, ApplicantForm } from './applicant-form.tsx';
import { CreditReferenceAgencyNotice } from './credit-reference-agency.tsx';
import * as styles from './eligibility.css.ts';
import { TextField } from './field.tsx';

const PENDING_POLL_MS = 1_500;
const PENDING_POLLS = 10;

const ADDRESS_INPUTS: AddressInput<keyof AddressFields>[] = [
  { key: 'flatNumber', label: 'Flat number (optional)', autoComplete: 'off' },
  { key: 'houseNumber', label: 'House number', autoComplete: 'off' },
  { key: 'houseName', label: 'House name (optional)', autoComplete: 'off', wide: true },
  { key: 'addressLine1', label: 'Street', autoComplete: 'address-line1', wide: true },
  { key: 'town', label: 'Town or city', autoComplete: 'address-level2' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];
const APPLICANT_IDS = {
  title: 'eligibility-applicant-name-title',
  firstName: 'eligibility-applicant-name-firstName',
  lastName: 'eligibility-applicant-name-lastName',
  dateOfBirth: 'eligibility-applicant-dateOfBirth',
  phone: 'eligibility-applicant-phoneNumber',
} as const;
const APPLICANT_LABELS = {
  title: 'Title (optional)',
  lastName: 'Surname',
  phone: 'Phone number',
  dateOfBirth: 'Date of birth',
};

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
      <AddressInputs
        inputs={ADDRESS_INPUTS}
        idOf={(key) => `eligibility-applicant-${prefix}-${key}`}
        value={value}
        onChange={onChange}
        errorFor={problem}
      />
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
        <TextField
          id={`eligibility-${prefix}-years`}
          label="Years"
          value={years}
          inputMode="numeric"
          error={problem(`eligibility-${prefix}-years`)}
          onChange={onYears}
        />
        <TextField
          id={`eligibility-${prefix}-months`}
          label="Months"
          value={months}
          inputMode="numeric"
          error={problem(`eligibility-${prefix}-months`)}
          onChange={onMonths}
        />
      </div>
    </fieldset>
  );
}

/** The application, started from the check's answers (kept in this tab's storage, never in the URL). */
const APPLICATION_PATH = '/checkout/credit-application';

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
  const ready = useHydrated();
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
      <ApplicantForm
        ids={APPLICANT_IDS}
        labels={APPLICANT_LABELS}
        noTitle="None"
        dateOfBirth="date"
        value={{
          title: fields.title,
          firstName: fields.firstName,
          lastName: fields.lastName,
          dateOfBirth: fields.dateOfBirth,
          day: '',
          month: '',
          year: '',
          phone: fields.phoneNumber,
        }}
        onChange={(key, value) => {
          if (key === 'phone') set('phoneNumber')(value);
          else if (key === 'title' || key === 'firstName' || key === 'lastName' || key === 'dateOfBirth')
            set(key)(value);
        }}
        errorFor={problem}
      />
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
        <Button type="submit" disabled={busy || !ready}>
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

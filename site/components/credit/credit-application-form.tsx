'use client';
// The credit application (the CreditApplication pages): your details → addresses → credit check → documents →
// accept, one step at a time with its heading focused, then the decision. Leaving is always possible: "Cancel
// application" asks first (the exit warning), and closing or reloading the tab mid-application asks the browser to
// warn. The spec's flags: `inside` (an application under way) and `exitWarning` (the warning open). The step reached
// and the answers are kept on the server at each step (by customer, not by URL): leaving (the warning's "Leave and
// continue later", or closing the tab) and coming back resumes there; "Cancel my application" deletes them. The
// current address, once given, becomes the customer's account address (spec §7 updateCustomerAddress).
import { Button } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { callFailure } from '@/lib/checkout/client-api.ts';
import {
  type AcceptedAccount,
  type ApplicantFields,
  acceptAgreement,
  type CreditCheck,
  standardCreditCheck,
} from '@/lib/credit/client.ts';
import { applyHandoff, takeHandoff } from '@/lib/credit/handoff.ts';
import {
  cancelApplication,
  type ProgressAnswers,
  type ResumableStep,
  rememberProgress,
  updateCustomerAddress,
} from '@/lib/credit/progress-client.ts';
import * as bag from '../bag/bag.css.ts';
import * as checkout from '../checkout/checkout.css.ts';
import { type AddressHistory, AddressStep } from './address-step.tsx';
import { ApplicantStep } from './applicant-step.tsx';
import * as styles from './credit-application.css.ts';
import { CreditOutcome } from './credit-outcome.tsx';
import { DocumentsStep } from './documents-step.tsx';

type Step = 'details' | 'address' | 'check' | 'documents' | 'accept' | 'done' | 'declined' | 'referred' | 'undecided';
const STEPS: Partial<Record<Step, [number, string]>> = {
  details: [1, 'Your details'],
  address: [2, 'Your addresses'],
  check: [3, 'Credit check'],
  documents: [4, 'Your credit documents'],
  accept: [5, 'Accept your agreement'],
};
const OUTCOME_HEADINGS: Partial<Record<Step, (credit: string) => string>> = {
  done: (credit) => `Welcome to ${credit}`,
  declined: (credit) => `Sorry, we can’t offer you ${credit}`,
  referred: () => 'We need to take a closer look',
  undecided: () => 'We couldn’t finish your credit check',
};

/** How long the server keeps an application left part-way (lib/commerce credit/progress.ts). */
const PROGRESS_KEPT_DAYS = 30;

const CLI_OPTIONS: { value: 1 | 2 | 3; title: string; detail: string }[] = [
  { value: 1, title: 'Ask me first', detail: 'We’ll tell you when you could have a higher limit and you decide.' },
  { value: 2, title: 'Increase it automatically', detail: 'We’ll raise your limit when you’re eligible, with notice.' },
  { value: 3, title: 'No credit limit increases', detail: 'We won’t offer you a higher limit.' },
];

export interface CreditApplicationProps {
  /** The brand's code: an eligibility check's answers on this brand start the application (lib/credit/handoff.ts). */
  brandCode: string;
  creditName: string;
  brandName: string;
  tradingTitle: string;
  apr: number;
  forceScroll: boolean;
  applicant: ApplicantFields;
  addresses: AddressHistory;
  /** The account address the page showed (updateCustomerAddress replaces it), if the customer has one. */
  accountAddressId: number | null;
  exitHref: string;
  /** An application under way, resumed where the customer left it. */
  resume?: { step: ResumableStep; answers: ProgressAnswers; check: CreditCheck | null } | null;
}

const addressText = (a: AddressHistory['current']) =>
  [[a.houseNumberAndSuffix, a.addressLine1].filter(Boolean).join(' '), a.town, a.postcode].filter(Boolean).join(', ');

export function CreditApplicationForm(props: CreditApplicationProps) {
  const id = useId();
  const resume = props.resume ?? null;
  const [step, setStep] = useState<Step>(resume?.step ?? 'details');
  const [applicant, setApplicant] = useState(resume?.answers.applicant ?? props.applicant);
  const [addresses, setAddresses] = useState<AddressHistory>(resume?.answers.addresses ?? props.addresses);
  const [check, setCheck] = useState<CreditCheck | null>(resume?.check ?? null);
  const accountAddressId = useRef(props.accountAddressId);
  /** The account address as last saved: only a different one is sent again. */
  const accountAddress = useRef(JSON.stringify(props.addresses.current));
  /** Raised when an eligibility check's answers arrive, so the details step starts again from them. */
  const [prefilled, setPrefilled] = useState(0);
  const [account, setAccount] = useState<AcceptedAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [exitWarning, setExitWarning] = useState(false);
  const [cli, setCli] = useState<1 | 2 | 3>(1);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const inside = step in STEPS;
  const first = useRef(true);
  const leaving = useRef(false);

  // Arriving from an eligibility quote: its answers, kept in this tab's storage, replace the account's (read once).
  // An application already under way resumes as it was: its own answers come first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival
  useEffect(() => {
    const handoff = takeHandoff(props.brandCode);
    if (!handoff || resume) return;
    const start = applyHandoff(handoff, { applicant: props.applicant, addresses: props.addresses });
    setApplicant(start.applicant);
    setAddresses(start.addresses);
    setPrefilled((n) => n + 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the new step's heading when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  useEffect(() => {
    if (!inside) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [inside]);

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };

  /** Keeps the step and answers on the server; a failure only means leaving would not resume here. */
  const remember = (next: ResumableStep, answers: ProgressAnswers = { applicant, addresses }) =>
    rememberProgress(next, answers).catch(() => undefined);

  async function addressesDone(history: AddressHistory) {
    if (busy) return;
    const current = JSON.stringify(history.current);
    if (current !== accountAddress.current) {
      setBusy(true);
      try {
        accountAddressId.current = (await updateCustomerAddress(history.current, accountAddressId.current)).addressId;
        accountAddress.current = current;
      } catch (failure) {
        setError(callFailure(failure).message);
        return;
      } finally {
        setBusy(false);
      }
    }
    setAddresses(history);
    await remember('check', { applicant, addresses: history });
    go('check');
  }

  async function leave(cancel: boolean) {
    leaving.current = true;
    setExitWarning(false);
    if (cancel) await cancelApplication().catch(() => undefined);
    else if (step in STEPS) await remember(step as ResumableStep);
    window.location.assign(props.exitHref);
  }

  async function runCheck() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await standardCreditCheck({
        applicant,
        currentAddress: addresses.current,
        timeAtCurrentAddress: addresses.timeAtCurrent,
        previousAddress: addresses.previous,
        timeAtPrevAddress: addresses.timeAtPrevious,
      });
      setCheck(answer);
      if (answer.decision === 'APPROVED') await remember('documents');
      go(
        answer.decision === 'APPROVED'
          ? 'documents'
          : answer.decision === 'DECLINED'
            ? 'declined'
            : answer.decision === 'REFERRED'
              ? 'referred'
              : 'undecided',
      );
    } catch (failure) {
      setError(callFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  async function accept() {
    if (busy || !check?.periodInterestRate) return;
    if (!agreed) {
      setAgreeError('Confirm you have read the documents and want to be bound by the agreement');
      document.getElementById(`${id}-agree`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setAccount(
        await acceptAgreement({
          periodInterestRate: check.periodInterestRate,
          creditCheckStatus: check.creditCheckStatus,
          creditLimitIncreasePreference: cli,
        }),
      );
      go('done');
    } catch (failure) {
      setError(callFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  const [number, title] = STEPS[step] ?? [0, OUTCOME_HEADINGS[step]?.(props.creditName) ?? ''];
  return (
    <section className={bag.card} aria-labelledby={`${id}-step`} data-testid="credit-application" data-step={step}>
      {number ? <p className={styles.stepCount}>Step {number} of 5</p> : null}
      <h2 id={`${id}-step`} ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {title}
      </h2>
      {resume && step === resume.step && inside ? (
        <p className={bag.notice.info} data-testid="credit-application-resumed">
          Welcome back. You can carry on with your application where you left off.
        </p>
      ) : null}
      {error ? (
        <p className={bag.notice.error} role="alert">
          {error}
        </p>
      ) : null}

      {step === 'details' ? (
        <ApplicantStep
          key={prefilled}
          initial={applicant}
          onDone={(a) => {
            setApplicant(a);
            void remember('address', { applicant: a, addresses });
            go('address');
          }}
        />
      ) : null}
      {step === 'address' ? <AddressStep initial={addresses} onDone={addressesDone} /> : null}
      {step === 'check' ? (
        <div className={checkout.section}>
          <dl className={styles.answers}>
            <dt>Name</dt>
            <dd>{[applicant.title, applicant.firstname, applicant.lastname].join(' ')}</dd>
            <dt>Date of birth</dt>
            <dd>{applicant.dateofbirth.split('-').reverse().join('/')}</dd>
            <dt>Current address</dt>
            <dd>{addressText(addresses.current)}</dd>
            {addresses.previous ? (
              <>
                <dt>Previous address</dt>
                <dd>{addressText(addresses.previous)}</dd>
              </>
            ) : null}
          </dl>
          <p className={bag.muted}>
            We’ll search your credit file at a credit reference agency to decide whether we can offer you{' '}
            {props.creditName} and your credit limit. Other lenders will be able to see this search. Representative{' '}
            {props.apr.toFixed(1)}% APR (variable).
          </p>
          <div className={checkout.actions}>
            <Button onClick={runCheck} disabled={busy}>
              {busy ? 'Checking your details…' : 'Check my details'}
            </Button>
            <Button variant="secondary" onClick={() => go('address')} disabled={busy}>
              Change my details
            </Button>
          </div>
        </div>
      ) : null}
      {step === 'documents' && check?.creditLimit ? (
        <>
          <p className={bag.notice.success} data-testid="credit-offer">
            Good news: we can offer you {props.creditName} with a credit limit of {formatPence(check.creditLimit)} at{' '}
            {check.variableApr?.toFixed(1)}% APR (variable).
          </p>
          <DocumentsStep
            creditLimit={check.creditLimit}
            tradingTitle={props.tradingTitle}
            forceScroll={props.forceScroll}
            customerName={[applicant.title, applicant.firstname, applicant.lastname].join(' ')}
            customerAddress={addressText(addresses.current)}
            onDone={() => {
              void remember('accept');
              go('accept');
            }}
          />
        </>
      ) : null}
      {step === 'accept' ? (
        <div className={checkout.section}>
          <RadioGroup
            value={String(cli)}
            onChange={(value) => setCli(Number(value) as 1 | 2 | 3)}
            className={checkout.radioList}
          >
            <Label className={checkout.groupLabel}>Credit limit increases</Label>
            {CLI_OPTIONS.map((option) => (
              <Radio key={option.value} value={String(option.value)} className={checkout.radioCard}>
                <span className={checkout.radioDot} aria-hidden="true" />
                <span className={checkout.radioText}>
                  <span className={checkout.radioTitle}>{option.title}</span>
                  <span className={checkout.radioDetail}>{option.detail}</span>
                </span>
              </Radio>
            ))}
          </RadioGroup>
          {agreeError ? (
            <p id={`${id}-agree-error`} className={checkout.fieldError}>
              <span className="visually-hidden">Error: </span>
              {agreeError}
            </p>
          ) : null}
          <label className={checkout.checkRow}>
            <input
              id={`${id}-agree`}
              type="checkbox"
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                setAgreeError(null);
              }}
              aria-describedby={agreeError ? `${id}-agree-error` : undefined}
            />
            <span>
              I have read the pre-contract credit information, the explanation and the credit agreement, and I want to
              be legally bound by the agreement.
            </span>
          </label>
          <div className={checkout.actions}>
            <Button onClick={accept} disabled={busy}>
              {busy ? 'Opening your account…' : 'Sign and accept the agreement'}
            </Button>
            <Button variant="secondary" onClick={() => go('documents')} disabled={busy}>
              Read the documents again
            </Button>
          </div>
        </div>
      ) : null}

      <CreditOutcome
        step={step}
        check={check}
        account={account}
        creditName={props.creditName}
        exitHref={props.exitHref}
        busy={busy}
        onRetry={runCheck}
        onChangeDetails={() => go('details')}
      />

      {inside ? (
        <div className={checkout.actions}>
          <Button variant="ghost" onClick={() => setExitWarning(true)}>
            Cancel application
          </Button>
        </div>
      ) : null}
      <ModalOverlay isOpen={exitWarning} onOpenChange={setExitWarning} isDismissable className={checkout.modalOverlay}>
        <Modal className={checkout.modal}>
          <Dialog className={checkout.modalDialog} aria-labelledby={`${id}-exit`}>
            <Heading slot="title" id={`${id}-exit`} className={bag.cardTitle}>
              Leave your application?
            </Heading>
            <p>
              We’ll keep what you’ve entered for {PROGRESS_KEPT_DAYS} days, so you can carry on where you left off when
              you come back. If you cancel, your answers are deleted; you can apply for {props.creditName} again at any
              time.
            </p>
            <div className={checkout.actions}>
              <Button autoFocus onClick={() => setExitWarning(false)}>
                Stay on my application
              </Button>
              <Button variant="secondary" onClick={() => leave(false)}>
                Leave and continue later
              </Button>
              <Button variant="ghost" onClick={() => leave(true)}>
                Cancel my application
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}

'use client';
// Make a payment: how much (the choices the statement offers: Minimum payment, Full statement balance, Fixed amount),
// then the card, paid through the checkout's CardPayment (its hosted fields and 3-D Secure) with a make-a-payment
// journey. A fixed amount is checked here before anything is sent; the server checks it again against the statement.
import { formatPence } from '@shop/ui/format';
import { useId, useRef, useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import type { CreditPaymentFields, OfferedCard } from '@/lib/checkout/payment-client.ts';
import * as bag from '../bag/bag.css.ts';
import { CardPayment } from './card-payment.tsx';
import * as styles from './checkout.css.ts';

type Choice = CreditPaymentFields['paymentAmountChoice'];

export const CHOICE_LABELS: Record<Choice, string> = {
  MINIMUM_PAYMENT: 'Minimum payment',
  CURERNT_BALANCE: 'Full statement balance',
  OTHER_AMOUNT: 'Fixed amount',
};

export interface MakeAPaymentChoices {
  MINIMUM_PAYMENT: number | null;
  CURERNT_BALANCE: number | null;
  OTHER_AMOUNT: { min: number; max: number } | null;
}

/** Pounds as typed ("12", "12.5", "£1,200.00") → pence, rounded to 2 decimals (spec §5); null when not an amount. */
export function parsePounds(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  const pence = Math.round(Number(cleaned) * 100);
  return Number.isFinite(pence) ? pence : null;
}

export function MakeAPaymentForm({
  choices,
  journeyType,
  siteId,
  email,
  savedCards,
  preselected,
  messages,
}: {
  choices: MakeAPaymentChoices;
  journeyType: CreditPaymentFields['journeyType'];
  siteId: string;
  email?: string;
  savedCards?: readonly OfferedCard[];
  preselected?: string | null;
  /** The server's wording for an amount outside the bounds. */
  messages: { empty: string; low: string; high: string };
}) {
  const id = useId();
  const offered = (Object.keys(CHOICE_LABELS) as Choice[]).filter((choice) => choices[choice] !== null);
  const [choice, setChoice] = useState<Choice>(offered[0] ?? 'OTHER_AMOUNT');
  const [fixed, setFixed] = useState('');
  const [fixedError, setFixedError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const bounds = choices.OTHER_AMOUNT;
  const fixedPence = parsePounds(fixed);
  const amount = choice === 'OTHER_AMOUNT' ? (fixedPence ?? 0) : ((choices[choice] as number | null) ?? 0);

  function fixedProblem(): string | null {
    if (!bounds) return null;
    if (fixed.trim() === '' || fixedPence === null) return messages.empty;
    if (fixedPence < bounds.min) return messages.low;
    if (fixedPence > bounds.max) return messages.high;
    return null;
  }

  function check(): boolean {
    if (choice !== 'OTHER_AMOUNT') return true;
    const problem = fixedProblem();
    setFixedError(problem);
    if (problem) input.current?.focus();
    return problem === null;
  }

  const fixedId = `${id}-fixed`;
  return (
    <>
      <section className={bag.card} aria-labelledby={`${id}-how-much`}>
        <h2 id={`${id}-how-much`} className={bag.cardTitle}>
          How much would you like to pay?
        </h2>
        <RadioGroup
          value={choice}
          onChange={(value) => {
            setChoice(value as Choice);
            setFixedError(null);
          }}
          className={styles.radioList}
          aria-labelledby={`${id}-how-much`}
        >
          {offered.map((option) => (
            <Radio key={option} value={option} className={styles.radioCard}>
              <span className={styles.radioDot} aria-hidden="true" />
              <span>
                <span className={styles.radioTitle}>{CHOICE_LABELS[option]}</span>{' '}
                <span className={styles.radioDetail}>
                  {option === 'OTHER_AMOUNT' && bounds
                    ? `Any amount from ${formatPence(bounds.min)} to ${formatPence(bounds.max)}`
                    : formatPence(choices[option] as number)}
                </span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
        {choice === 'OTHER_AMOUNT' && bounds ? (
          <div className={bag.field}>
            <label htmlFor={fixedId} className={bag.fieldLabel}>
              Amount to pay (£)
            </label>
            {fixedError ? (
              <p id={`${fixedId}-error`} className={styles.fieldError}>
                <span className="visually-hidden">Error: </span>
                {fixedError}
              </p>
            ) : null}
            <input
              ref={input}
              id={fixedId}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className={`${bag.input} ${fixedError ? styles.invalidInput : ''}`}
              value={fixed}
              maxLength={12}
              onChange={(event) => {
                setFixed(event.target.value);
                setFixedError(null);
              }}
              onBlur={() => {
                if (fixed.trim() !== '') setFixedError(fixedProblem());
              }}
              aria-invalid={fixedError ? true : undefined}
              aria-describedby={fixedError ? `${fixedId}-error` : undefined}
            />
          </div>
        ) : null}
      </section>
      <CardPayment
        orderTotal={amount}
        siteId={siteId}
        email={email}
        savedCards={savedCards}
        preselected={preselected ?? null}
        creditPayment={{ journeyType, paymentAmountChoice: choice, check }}
      />
    </>
  );
}

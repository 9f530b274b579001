'use client';
// "Billing address" on the payment page: the name on the card, then the address the card is registered to — the
// delivery address (the default), or another one found with the address look-up or typed in, in the UK or abroad
// (county for the UK and Ireland, state for the US: spec §5). Each problem is shown against its field.
import { useId } from 'react';
import {
  BILLING_COUNTRY_OPTIONS,
  type BillingChoice,
  type BillingFields,
  billingFromAddress,
} from '@/lib/checkout/billing.ts';
import type { FieldError } from '@/lib/checkout/client-api.ts';
import * as bag from '../bag/bag.css.ts';
import { AddressLookup } from './address-lookup.tsx';
import * as styles from './checkout.css.ts';

type Key = keyof BillingFields;

const ADDRESS_FIELDS: { key: Exclude<Key, 'cardHoldersName' | 'country'>; label: string; autoComplete: string }[] = [
  { key: 'line1', label: 'Address line 1', autoComplete: 'billing address-line1' },
  { key: 'line2', label: 'Address line 2 (optional)', autoComplete: 'billing address-line2' },
  { key: 'city', label: 'Town or city', autoComplete: 'billing address-level2' },
  { key: 'county', label: 'County (optional)', autoComplete: 'billing address-level1' },
  { key: 'state', label: 'State', autoComplete: 'billing address-level1' },
  { key: 'postalcode', label: 'Postcode', autoComplete: 'billing postal-code' },
];

/** The id of a billing field's input (the error summary links to it). */
export const billingFieldId = (prefix: string, key: string) => `${prefix}-billing-${key}`;

export function BillingAddress({
  idPrefix,
  choice,
  onChange,
  deliveryLines,
  sameLabel,
  errors,
  disabled,
}: {
  idPrefix: string;
  choice: BillingChoice;
  onChange(choice: BillingChoice): void;
  /** The delivery address as lines, or null when there is none to use. */
  deliveryLines: string[] | null;
  sameLabel: string;
  errors: FieldError[];
  disabled: boolean;
}) {
  const id = useId();
  const { fields } = choice;
  const errorFor = (key: Key) => errors.find((error) => error.field === key)?.message;
  const set = (patch: Partial<BillingFields>) => onChange({ ...choice, fields: { ...fields, ...patch } });
  const area = fields.country === 'US' ? 'state' : 'county';
  const shown = ADDRESS_FIELDS.filter((field) => field.key !== (area === 'state' ? 'county' : 'state'));

  function input(key: Key, label: string, autoComplete: string, wide = false) {
    const fieldId = billingFieldId(idPrefix, key);
    const message = errorFor(key);
    return (
      <div key={key} className={`${bag.field} ${wide ? styles.wide : ''}`}>
        <label htmlFor={fieldId} className={bag.fieldLabel}>
          {label}
        </label>
        {message ? (
          <p id={`${fieldId}-error`} className={styles.fieldError}>
            <span className="visually-hidden">Error: </span>
            {message}
          </p>
        ) : null}
        <input
          id={fieldId}
          name={`billing-${key}`}
          className={`${bag.input} ${message ? styles.invalidInput : ''}`}
          value={fields[key]}
          onChange={(event) => set({ [key]: event.target.value })}
          autoComplete={autoComplete}
          maxLength={key === 'postalcode' ? 12 : 80}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${fieldId}-error` : undefined}
        />
      </div>
    );
  }

  const countryId = billingFieldId(idPrefix, 'country');
  const countryError = errorFor('country');
  return (
    <fieldset
      className={`${styles.section} ${styles.billingFieldset}`}
      aria-describedby={`${id}-hint`}
      data-testid="billing-address"
    >
      <legend className={bag.subTitle}>Billing address</legend>
      <p id={`${id}-hint`} className={bag.muted}>
        The name and address your card is registered to.
      </p>
      <div className={styles.formGrid}>{input('cardHoldersName', 'Name on the card', 'cc-name', true)}</div>
      {deliveryLines ? (
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            checked={choice.sameAsDelivery}
            onChange={(event) => onChange({ ...choice, sameAsDelivery: event.target.checked })}
            disabled={disabled}
          />
          <span>{sameLabel}</span>
        </label>
      ) : null}
      {choice.sameAsDelivery && deliveryLines ? (
        <address className={styles.addressText} data-testid="billing-same-address">
          {deliveryLines.join(', ')}
        </address>
      ) : (
        <>
          <AddressLookup
            inputId={`${idPrefix}-billing-lookup`}
            onFound={(found) =>
              onChange({
                ...choice,
                fields: { ...billingFromAddress(found, fields.cardHoldersName), country: 'GB' },
              })
            }
          />
          <div className={styles.formGrid}>
            <div className={`${bag.field} ${styles.wide}`}>
              <label htmlFor={countryId} className={bag.fieldLabel}>
                Country
              </label>
              {countryError ? (
                <p id={`${countryId}-error`} className={styles.fieldError}>
                  <span className="visually-hidden">Error: </span>
                  {countryError}
                </p>
              ) : null}
              <select
                id={countryId}
                name="billing-country"
                className={bag.input}
                value={fields.country}
                onChange={(event) => set({ country: event.target.value })}
                autoComplete="billing country"
                disabled={disabled}
                aria-invalid={countryError ? true : undefined}
                aria-describedby={countryError ? `${countryId}-error` : undefined}
              >
                {BILLING_COUNTRY_OPTIONS.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            {shown.map((field) =>
              input(
                field.key,
                field.key === 'postalcode' && fields.country === 'US'
                  ? 'ZIP code'
                  : field.key === 'postalcode' && fields.country === 'IE'
                    ? 'Eircode (optional)'
                    : field.label,
                field.autoComplete,
                field.key === 'line1' || field.key === 'line2',
              ),
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}

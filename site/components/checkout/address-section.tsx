'use client';
// The delivery address: the chosen one with "Change", or the customer's saved addresses (default first) as radios, the
// address lookup ("Start typing your address or postcode") and the manual form. A refused address (400
// ADDRESS_INVALID) shows an error summary linking to each field, and the field's own message beside it.
import { Button } from '@shop/ui/button';
import { useHydrated } from '@shop/ui/hydrated';
import { type FormEvent, useId, useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import useSWR from 'swr';
import {
  ADDRESSES_KEY,
  type AddressFields,
  addressFieldsOf,
  type CallFailure,
  callFailure,
  chooseSavedAddress,
  type DeliveryView,
  emptyAddress,
  type SavedAddress,
  sendNewAddress,
} from '@/lib/checkout/client-api.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import * as bag from '../bag/bag.css.ts';
import { addressLines } from './address-lines.ts';
import { AddressLookup } from './address-lookup.tsx';
import * as styles from './checkout.css.ts';
import { ErrorSummary } from './error-summary.tsx';

const FIELDS: { key: keyof AddressFields; label: string; autoComplete: string; wide?: boolean; hint?: string }[] = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'surName', label: 'Surname', autoComplete: 'family-name' },
  { key: 'flatNumber', label: 'Flat number (optional)', autoComplete: 'off' },
  { key: 'houseNumber', label: 'House number', autoComplete: 'off' },
  { key: 'houseName', label: 'House name (optional)', autoComplete: 'off', wide: true },
  { key: 'addressLine1', label: 'Street', autoComplete: 'address-line1', wide: true },
  { key: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', wide: true },
  { key: 'town', label: 'Town or city', autoComplete: 'address-level2' },
  { key: 'county', label: 'County (optional)', autoComplete: 'address-level1' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

interface Props {
  view: DeliveryView;
  siteId: string;
  onView(view: DeliveryView): void;
  /** The id the page's own error summary links to when no address is chosen yet. */
  anchorId: string;
}

export function AddressSection({ view, siteId, onView, anchorId }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  /** A saved delivery address being edited in place. */
  const [editingSaved, setEditingSaved] = useState<SavedAddress | null>(null);
  const chosen = view.deliveryAddress;
  const showChooser = editing || !chosen;
  const {
    data,
    error: listError,
    mutate,
  } = useSWR<{ addresses: SavedAddress[] }>(showChooser ? ADDRESSES_KEY : null, fetcher, {
    revalidateOnFocus: false,
  });
  const saved = data?.addresses ?? [];

  return (
    <section className={bag.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={bag.cardTitle}>
        Delivery address
      </h2>
      {chosen && !editing ? (
        <div className={styles.section}>
          <address className={styles.addressText} data-testid="delivery-address">
            {addressLines(chosen).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
          <div>
            <button type="button" id={anchorId} className={bag.textButton} onClick={() => setEditing(true)}>
              Change delivery address
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.section}>
          {listError ? (
            <p className={bag.notice.error} role="alert">
              {callFailure(listError).message}
            </p>
          ) : null}
          {editingSaved ? (
            <NewAddress
              key={editingSaved.addressId}
              anchorId={anchorId}
              heading="Edit address"
              initial={addressFieldsOf(editingSaved)}
              startOpen
              isDefault={editingSaved.addressDetails.isDefaultDeliveryAddress}
              onCancel={() => setEditingSaved(null)}
              onSend={async (address, makeDefault) => {
                const next = await sendNewAddress({
                  cartId: view.cartId,
                  siteId,
                  address,
                  makeDefault,
                  addressId: editingSaved.addressId,
                });
                await mutate();
                onView(next);
                setEditingSaved(null);
                setEditing(false);
              }}
            />
          ) : null}
          {saved.length > 0 && !editingSaved ? (
            <SavedAddresses
              saved={saved}
              current={view.deliveryAddressId}
              anchorId={anchorId}
              onEdit={setEditingSaved}
              onChoose={async (addressId, makeDefault) => {
                const next = await chooseSavedAddress({ cartId: view.cartId, siteId, addressId, makeDefault });
                if (makeDefault) await mutate();
                onView(next);
                setEditing(false);
              }}
            />
          ) : null}
          {editingSaved ? null : (
            <NewAddress
              anchorId={saved.length > 0 ? `${anchorId}-new` : anchorId}
              heading={saved.length > 0 ? 'Or deliver to a new address' : null}
              onSend={async (address, makeDefault) => {
                const next = await sendNewAddress({ cartId: view.cartId, siteId, address, makeDefault });
                onView(next);
                setEditing(false);
              }}
            />
          )}
          {chosen ? (
            <div>
              <button type="button" className={bag.textButton} onClick={() => setEditing(false)}>
                Keep the current address
              </button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

function SavedAddresses({
  saved,
  current,
  anchorId,
  onChoose,
  onEdit,
}: {
  saved: SavedAddress[];
  current: number | null;
  anchorId: string;
  onChoose(addressId: number, makeDefault: boolean): Promise<void>;
  onEdit(address: SavedAddress): void;
}) {
  const first = saved.find((entry) => entry.addressId === current) ?? saved[0];
  const [selected, setSelected] = useState(String(first?.addressId ?? ''));
  const [makeDefault, setMakeDefault] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const chosen = saved.find((entry) => String(entry.addressId) === selected) ?? null;
  const chosenLabel = chosen ? addressLines(chosen.addressDetails).slice(0, 2).join(', ') : '';

  async function choose() {
    setBusy(true);
    setFailure(null);
    try {
      await onChoose(Number(selected), makeDefault && !chosen?.addressDetails.isDefaultDeliveryAddress);
    } catch (error) {
      setFailure(callFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.section}>
      <RadioGroup
        id={anchorId}
        value={selected}
        onChange={setSelected}
        className={styles.radioList}
        aria-label="Your saved addresses"
      >
        <span className={styles.groupLabel}>Your saved addresses</span>
        {saved.map((entry) => (
          <Radio key={entry.addressId} value={String(entry.addressId)} className={styles.radioCard}>
            <span className={styles.radioDot} aria-hidden="true" />
            <span>
              <span className={styles.radioTitle}>
                {addressLines(entry.addressDetails).slice(0, 2).join(', ')}
                {entry.addressDetails.isDefaultDeliveryAddress ? ' (default)' : ''}
              </span>
              <span className={styles.radioDetail}> {addressLines(entry.addressDetails).slice(2).join(', ')}</span>
            </span>
            <span />
          </Radio>
        ))}
      </RadioGroup>
      {failure ? (
        <p className={bag.notice.error} role="alert">
          {failure.errors.length > 0 ? failure.errors.map((error) => error.message).join('. ') : failure.message}
        </p>
      ) : null}
      {chosen && !chosen.addressDetails.isDefaultDeliveryAddress ? (
        <label className={styles.checkRow}>
          <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          <span>Make this my default delivery address</span>
        </label>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={choose} disabled={busy || !selected}>
          {busy ? 'Saving…' : 'Deliver to this address'}
        </Button>
        {chosen?.addressDetails.addressType === 'DELIVERY' ? (
          <button type="button" className={bag.textButton} onClick={() => onEdit(chosen)}>
            {/* The name starts with what is seen (WCAG 2.5.3), then says which address. */}
            Edit this address<span className="visually-hidden">: {chosenLabel}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

function NewAddress({
  anchorId,
  heading,
  onSend,
  initial = emptyAddress,
  startOpen = false,
  isDefault = false,
  onCancel,
}: {
  anchorId: string;
  heading: string | null;
  onSend(address: AddressFields, makeDefault: boolean): Promise<void>;
  /** A saved address being edited (the form starts open with it). */
  initial?: AddressFields;
  startOpen?: boolean;
  /** The address edited is already the default (no "make default" choice). */
  isDefault?: boolean;
  onCancel?(): void;
}) {
  const ready = useHydrated();
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  const [fields, setFields] = useState<AddressFields>(initial);
  const [makeDefault, setMakeDefault] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const fieldId = (key: string) => `${id}-${key}`;
  const errorFor = (key: string) => failure?.errors.find((error) => error.field === key)?.message;
  const known = new Set(FIELDS.map((field) => field.key as string));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await onSend(fields, makeDefault);
      setFields(emptyAddress);
      setOpen(false);
    } catch (error) {
      setFailure(callFailure(error));
    } finally {
      setBusy(false);
    }
  }

  const summary = failure
    ? failure.errors.length > 0
      ? failure.errors.map((error) => ({
          // A building problem is about the house number; anything without a field of its own goes to the first one.
          target: fieldId(
            known.has(error.field) ? error.field : error.field === 'building' ? 'houseNumber' : 'firstName',
          ),
          message: error.message,
        }))
      : [{ target: fieldId('firstName'), message: failure.message }]
    : [];

  return (
    <div className={styles.section}>
      {heading ? <h3 className={bag.subTitle}>{heading}</h3> : null}
      <AddressLookup
        inputId={anchorId}
        onFound={(found) => {
          setFields((current) => ({ ...current, ...found, country: 'GB' }));
          setOpen(true);
        }}
      />
      {open ? (
        <form className={styles.section} onSubmit={submit} noValidate aria-label="Delivery address">
          <ErrorSummary errors={summary} />
          <div className={styles.formGrid}>
            {FIELDS.map((field) => {
              const message = errorFor(field.key) ?? (field.key === 'houseNumber' ? errorFor('building') : undefined);
              return (
                <div key={field.key} className={`${bag.field} ${field.wide ? styles.wide : ''}`}>
                  <label htmlFor={fieldId(field.key)} className={bag.fieldLabel}>
                    {field.label}
                  </label>
                  {message ? (
                    <p id={`${fieldId(field.key)}-error`} className={styles.fieldError}>
                      <span className="visually-hidden">Error: </span>
                      {message}
                    </p>
                  ) : null}
                  <input
                    id={fieldId(field.key)}
                    name={field.key}
                    className={`${bag.input} ${message ? styles.invalidInput : ''}`}
                    value={fields[field.key]}
                    onChange={(event) => setFields((current) => ({ ...current, [field.key]: event.target.value }))}
                    autoComplete={field.autoComplete}
                    maxLength={80}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${fieldId(field.key)}-error` : undefined}
                  />
                </div>
              );
            })}
          </div>
          {isDefault ? null : (
            <label className={styles.checkRow}>
              <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
              <span>Make this my default delivery address</span>
            </label>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy || !ready}>
              {busy ? 'Saving…' : 'Deliver to this address'}
            </Button>
            <button
              type="button"
              className={bag.textButton}
              onClick={() => {
                setOpen(false);
                onCancel?.();
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button type="button" className={bag.textButton} onClick={() => setOpen(true)} aria-expanded={false}>
            Enter the address manually
          </button>
        </div>
      )}
    </div>
  );
}

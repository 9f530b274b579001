// A labelled text field or select with its error above the control (GOV.UK pattern), for the credit forms (the
// application's steps and the eligibility check).
import type { ReactNode } from 'react';
import * as bag from '../bag/bag.css.ts';
import * as checkout from '../checkout/checkout.css.ts';

interface Common {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
}

function Frame({ id, label, error, hint, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={className ?? bag.field}>
      <label htmlFor={id} className={bag.fieldLabel}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={checkout.radioDetail}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={checkout.fieldError}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

const describedBy = ({ id, error, hint }: Common) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function TextField(
  props: Common & {
    value: string;
    onChange(value: string): void;
    autoComplete?: string;
    inputMode?: 'numeric' | 'tel';
    type?: 'text' | 'date' | 'tel';
  },
) {
  return (
    <Frame {...props}>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        className={`${bag.input} ${props.error ? checkout.invalidInput : ''}`}
        value={props.value}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        maxLength={80}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
      />
    </Frame>
  );
}

export function SelectField(
  props: Common & {
    value: string;
    onChange(value: string): void;
    options: readonly (readonly [string, string])[];
    autoComplete?: string;
  },
) {
  return (
    <Frame {...props}>
      <select
        id={props.id}
        className={`${bag.select} ${props.error ? checkout.invalidInput : ''}`}
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** The error of a group of fields (a fieldset), above its controls. */
export function GroupError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={checkout.fieldError}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}

// The credit applicant's form, shared by the eligibility check and the credit application's steps: the applicant
// (title, first name, surname, date of birth, phone) and an address's fields, each a labelled control with its error
// above it (field.tsx). Each form keeps its own ids, labels and checks; the markup and the behaviour of the fields are
// these. The date of birth is one date control (the check) or day, month and year (the application, GOV.UK pattern).
import { APPLICANT_TITLES } from '@shop/commerce/credit/applicant-schema';
import * as bag from '../bag/bag.css.ts';
import * as checkout from '../checkout/checkout.css.ts';
import * as styles from './credit-application.css.ts';
import { GroupError, SelectField, TextField } from './field.tsx';

export interface ApplicantValues {
  title: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD for a date control; with parts, the day, month and year as typed. */
  dateOfBirth: string;
  day: string;
  month: string;
  year: string;
  phone: string;
}

export interface ApplicantFormProps {
  /** Ids of the controls; with parts, `dateOfBirth` prefixes `-day`, `-month`, `-year`. */
  ids: Record<'title' | 'firstName' | 'lastName' | 'dateOfBirth' | 'phone', string>;
  labels: { title: string; lastName: string; phone: string; dateOfBirth: string };
  /** The choice shown for no title: "Choose" where a title is required, "None" where it is optional. */
  noTitle: string;
  dateOfBirth: 'date' | 'parts';
  value: ApplicantValues;
  onChange(key: keyof ApplicantValues, value: string): void;
  errorFor(id: string): string | undefined;
}

const DATE_PARTS = [
  ['day', 'Day'],
  ['month', 'Month'],
  ['year', 'Year'],
] as const;

export function ApplicantForm({ ids, labels, noTitle, dateOfBirth, value, onChange, errorFor }: ApplicantFormProps) {
  const titles = [['', noTitle], ...APPLICANT_TITLES.map((t) => [t, t] as const)] as const;
  const set = (key: keyof ApplicantValues) => (next: string) => onChange(key, next);
  return (
    <>
      <div className={checkout.formGrid}>
        <SelectField
          id={ids.title}
          label={labels.title}
          value={value.title}
          onChange={set('title')}
          options={titles}
          autoComplete="honorific-prefix"
          error={errorFor(ids.title)}
        />
        <TextField
          id={ids.firstName}
          label="First name"
          autoComplete="given-name"
          value={value.firstName}
          onChange={set('firstName')}
          error={errorFor(ids.firstName)}
        />
        <TextField
          id={ids.lastName}
          label={labels.lastName}
          autoComplete="family-name"
          value={value.lastName}
          onChange={set('lastName')}
          error={errorFor(ids.lastName)}
        />
        {dateOfBirth === 'date' ? (
          <TextField
            id={ids.dateOfBirth}
            label={labels.dateOfBirth}
            type="date"
            autoComplete="bday"
            value={value.dateOfBirth}
            onChange={set('dateOfBirth')}
            error={errorFor(ids.dateOfBirth)}
          />
        ) : null}
        {dateOfBirth === 'date' ? (
          <TextField
            id={ids.phone}
            label={labels.phone}
            type="tel"
            autoComplete="tel"
            value={value.phone}
            onChange={set('phone')}
            error={errorFor(ids.phone)}
          />
        ) : null}
      </div>
      {dateOfBirth === 'parts' ? (
        <>
          <fieldset className={styles.fieldset} aria-describedby={`${ids.dateOfBirth}-dob-hint`}>
            <legend className={styles.legend}>{labels.dateOfBirth}</legend>
            <span id={`${ids.dateOfBirth}-dob-hint`} className={checkout.radioDetail}>
              For example, 12 3 1984
            </span>
            <GroupError message={errorFor(`${ids.dateOfBirth}-day`)} />
            <div className={styles.inline}>
              {DATE_PARTS.map(([part, label]) => (
                <TextField
                  key={part}
                  id={`${ids.dateOfBirth}-${part}`}
                  label={label}
                  inputMode="numeric"
                  autoComplete={`bday-${part}`}
                  className={styles.shortField}
                  value={value[part]}
                  onChange={set(part)}
                />
              ))}
            </div>
          </fieldset>
          <TextField
            id={ids.phone}
            label={labels.phone}
            inputMode="tel"
            autoComplete="tel"
            value={value.phone}
            onChange={set('phone')}
            error={errorFor(ids.phone)}
          />
        </>
      ) : null}
    </>
  );
}

export interface AddressInput<K extends string> {
  key: K;
  label: string;
  autoComplete: string;
  /** Across the grid's columns on a wide screen. */
  wide?: boolean;
}

/** An address's fields in a grid, one labelled control each; `idOf` names each control (errors are found by id). */
export function AddressInputs<K extends string>({
  inputs,
  idOf,
  value,
  onChange,
  errorFor,
  autoComplete = true,
}: {
  inputs: readonly AddressInput<K>[];
  idOf(key: K): string;
  value: Record<K, string>;
  onChange(value: Record<K, string>): void;
  errorFor(id: string): string | undefined;
  /** Off for a previous address: the browser's own address is the current one. */
  autoComplete?: boolean;
}) {
  return (
    <div className={checkout.formGrid}>
      {inputs.map((input) => (
        <TextField
          key={input.key}
          id={idOf(input.key)}
          label={input.label}
          autoComplete={autoComplete ? input.autoComplete : 'off'}
          className={input.wide ? `${bag.field} ${checkout.wide}` : undefined}
          value={value[input.key]}
          onChange={(text) => onChange({ ...value, [input.key]: text })}
          error={errorFor(idOf(input.key))}
        />
      ))}
    </div>
  );
}

'use client';
// "Find the rest of my address" (spec §7 addressFields): from the house number or name, the flat and the postcode
// already typed, the address lookup fills in the street, town and county; where several addresses match (flats at
// one number) the applicant chooses one. A miss or a lookup failure is said next to the button, and the fields stay
// as typed.
import { Button } from '@shop/ui/button';
import { useId, useState } from 'react';
import { callFailure } from '@/lib/checkout/client-api.ts';
import type { ApplicationAddressFields } from '@/lib/credit/client.ts';
import { type FoundAccountAddress, findAddressFields } from '@/lib/credit/progress-client.ts';
import * as bag from '../bag/bag.css.ts';
import * as checkout from '../checkout/checkout.css.ts';

const lineOf = (a: FoundAccountAddress) =>
  [
    a.flatNumber && `Flat ${a.flatNumber}`,
    a.houseName,
    [a.houseNumberAndSuffix, a.addressLine1].filter(Boolean).join(' '),
    a.town,
    a.postcode,
  ]
    .filter(Boolean)
    .join(', ');

const fieldsOf = (a: FoundAccountAddress): ApplicationAddressFields => ({
  flatNumber: a.flatNumber,
  houseNumberAndSuffix: a.houseNumberAndSuffix,
  houseName: a.houseName,
  addressLine1: a.addressLine1,
  addressLine2: [a.addressLine2, a.addressLine3].filter(Boolean).join(', '),
  town: a.town,
  county: a.county,
  postcode: a.postcode,
});

export function FindAddress({
  value,
  onFound,
}: {
  value: ApplicationAddressFields;
  onFound(address: ApplicationAddressFields): void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [choices, setChoices] = useState<FoundAccountAddress[]>([]);

  async function find() {
    if (busy) return;
    setMessage(null);
    setChoices([]);
    if ((!value.houseNumberAndSuffix.trim() && !value.houseName.trim()) || !value.postcode.trim()) {
      setMessage('Enter the house number or name and the postcode first');
      return;
    }
    setBusy(true);
    try {
      const found = await findAddressFields({
        houseNumber: value.houseNumberAndSuffix.trim(),
        flatId: value.flatNumber.trim(),
        houseName: value.houseName.trim(),
        postCode: value.postcode.trim(),
      });
      if (found.length === 1 && found[0]) {
        onFound(fieldsOf(found[0]));
        setMessage(`Found: ${lineOf(found[0])}`);
      } else setChoices(found);
    } catch (failure) {
      setMessage(callFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={checkout.section}>
      <div className={checkout.actions}>
        <Button variant="secondary" onClick={find} disabled={busy} aria-describedby={`${id}-found`}>
          {busy ? 'Finding your address…' : 'Find the rest of my address'}
        </Button>
      </div>
      <p id={`${id}-found`} className={bag.muted} role="status" data-testid="find-address-status">
        {message ?? ''}
      </p>
      {choices.length > 0 ? (
        <fieldset className={checkout.section}>
          <legend className={checkout.groupLabel}>Choose your address</legend>
          <div className={checkout.radioList}>
            {choices.map((choice) => (
              <Button
                key={lineOf(choice)}
                variant="ghost"
                onClick={() => {
                  onFound(fieldsOf(choice));
                  setChoices([]);
                  setMessage(`Found: ${lineOf(choice)}`);
                }}
              >
                {lineOf(choice)}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

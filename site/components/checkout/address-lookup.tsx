'use client';
// "Start typing your address or postcode": a react-aria combobox over the address look-up (find, at least 3
// characters, debounced). A postcode or street is a container: choosing it lists the addresses inside it below;
// choosing an address retrieves it and fills the manual form. The look-up's error entry shows its own message.
import { useEffect, useId, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import {
  type AddressFields,
  callFailure,
  findAddresses,
  type LookupItem,
  retrieveAddress,
} from '@/lib/checkout/client-api.ts';
import * as bag from '../bag/bag.css.ts';
import * as styles from './checkout.css.ts';

const MIN_CHARACTERS = 3;
const DEBOUNCE_MS = 250;
const LOOKUP_UNAVAILABLE = 'Sorry, we can’t look up addresses right now. Please enter your address manually.';

export function AddressLookup({
  inputId,
  onFound,
}: {
  inputId: string;
  onFound(address: Partial<AddressFields>): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [items, setItems] = useState<LookupItem[]>([]);
  const [inside, setInside] = useState<{ label: string; items: LookupItem[] } | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const typed = text.trim();
    if (typed.length < MIN_CHARACTERS) {
      setItems([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      findAddresses(typed)
        .then((answer) => {
          if (!current) return;
          const problem = answer.Items.find((item) => item.Error);
          setMessage(problem ? (problem.Description ?? LOOKUP_UNAVAILABLE) : null);
          setItems(answer.Items.filter((item) => !item.Error));
        })
        .catch((error: unknown) => {
          if (current) setMessage(callFailure(error).status === 400 ? null : LOOKUP_UNAVAILABLE);
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  async function choose(item: LookupItem) {
    setMessage(null);
    try {
      if (item.Type !== 'Address') {
        const answer = await findAddresses(item.Text, item.Id);
        setInside({ label: `${item.Text} ${item.Description}`.trim(), items: answer.Items.filter((i) => !i.Error) });
        return;
      }
      const answer = await retrieveAddress(item.Id);
      if (!answer.address) throw new Error('no address');
      const { addressLine3: _company, ...fields } = answer.address;
      setInside(null);
      setText('');
      onFound(fields);
    } catch {
      setMessage(LOOKUP_UNAVAILABLE);
    }
  }

  return (
    <div className={styles.section}>
      <ComboBox
        className={bag.field}
        items={items}
        inputValue={text}
        onInputChange={setText}
        allowsEmptyCollection
        menuTrigger="input"
        onSelectionChange={(key) => {
          const item = items.find((entry) => entry.Id === key);
          if (item) void choose(item);
        }}
      >
        <Label className={bag.fieldLabel}>Start typing your address or postcode</Label>
        <Input id={inputId} className={`${bag.input} ${styles.comboInput}`} aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} className={styles.radioDetail}>
          For example LS6 2AB or 10 Downing Street. Type at least 3 characters.
        </span>
        <Popover placement="bottom start">
          <ListBox<LookupItem> className={styles.listBox}>
            {(item) => (
              <ListBoxItem id={item.Id} textValue={`${item.Text} ${item.Description}`} className={styles.listItem}>
                <span>{item.Text}</span>
                <span className={styles.radioDetail}>{item.Description}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {message ? (
        <p className={bag.notice.warning} role="status">
          {message}
        </p>
      ) : null}
      {inside ? (
        <div className={styles.section}>
          <h4 className={bag.subTitle} id={`${id}-inside`}>
            Addresses in {inside.label}
          </h4>
          <ul className={styles.shopList} aria-labelledby={`${id}-inside`}>
            {inside.items.map((item) => (
              <li key={item.Id}>
                <button type="button" className={bag.textButton} onClick={() => choose(item)}>
                  {item.Text}
                  {item.Description ? `, ${item.Description}` : ''}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

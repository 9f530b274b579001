'use client';
// Delivery speeds as radio cards with price and date. Standard and next day are chosen at once; nominated day opens a
// day picker and the day's time slots (chosen with the slot); parcel shop and click and collect open the parcel-shop
// finder (chosen with the shop). Changing the speed clears any parcel-shop choice (the server does that, spec §4).
import { formatPence } from '@shop/ui/format';
import { useHydrated } from '@shop/ui/hydrated';
import { type FormEvent, useId, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  type CallFailure,
  callFailure,
  chooseSpeed,
  type DeliverySpeed,
  type DeliveryView,
  findParcelShops,
  type ParcelShopResult,
  selectParcelShop,
  type TimeFrame,
} from '@/lib/checkout/client-api.ts';
import { longDate, shortDate } from '@/lib/checkout/dates.ts';
import * as bag from '../bag/bag.css.ts';
import * as styles from './checkout.css.ts';
import { chargeText } from './checkout-summary.tsx';

interface Card {
  speed: DeliverySpeed;
  title: string;
  detail: string;
  price: string;
  available: boolean;
}

function cardsOf(view: DeliveryView): Card[] {
  const standard = view.standardDeliveryDetails;
  const express = view.expressDeliveryDetails;
  const nominated = view.nominatedDeliveryDetails;
  const hps = view.hpsDeliveryDetails;
  const collect = view.expressCollectDeliveryDetails;
  const by = (date: string | null) => (date ? longDate(date) : null);
  return [
    {
      speed: 'STANDARD',
      title: 'Standard delivery',
      detail: standard.deliveryDate ? `Arrives by ${by(standard.deliveryDate)}` : 'Arrives in 3 to 5 working days',
      price: chargeText(standard.standardPandPCost),
      available: true,
    },
    {
      speed: 'EXPRESS',
      title: 'Next day delivery',
      detail: express.expressAvailableAtAddress
        ? `Order by ${express.displayCutOff ?? 'the cut-off'} for delivery on ${by(express.deliveryDate) ?? 'the next working day'}`
        : (express.unavailableReason ?? 'Not available to this address'),
      price: chargeText(express.pandpCost),
      available: express.expressAvailableAtAddress,
    },
    {
      speed: 'NOM',
      title: 'Nominated day delivery',
      detail: nominated.availableAtAddress
        ? nominated.selected && nominated.nominatedDate
          ? `${by(nominated.nominatedDate)}, ${slotLabel(view) ?? ''}`.replace(/, $/, '')
          : 'Choose a day and time that suits you'
        : (nominated.unavailableReason ?? 'Not available to this address'),
      price: nominated.selected ? chargeText(nominated.charge) : `From ${chargeText(nominated.lowestPrice)}`,
      available: nominated.availableAtAddress && nominated.nominatedDaySlots.length > 0,
    },
    {
      speed: 'HPS',
      title: 'Collect from a parcel shop',
      detail: hps.available
        ? hps.selected && hps.parcelShopName
          ? `${hps.parcelShopName}, ready by ${by(hps.deliveryDate) ?? 'soon'}`
          : `Ready to collect by ${by(hps.deliveryDate) ?? 'soon'}`
        : (hps.unavailableReason ?? 'Not available to this address'),
      price: chargeText(hps.charge),
      available: hps.available,
    },
    {
      speed: 'EXPRESS_COLLECT',
      title: 'Next day click and collect',
      detail: collect.available
        ? collect.expressCollectSelected && collect.parcelShopName
          ? `${collect.parcelShopName}, ready on ${by(collect.deliveryDate) ?? 'the next working day'}`
          : `Order by ${collect.displayCutOff ?? 'the cut-off'} to collect on ${by(collect.deliveryDate) ?? 'the next working day'}`
        : (collect.unavailableReason ?? 'Not available to this address'),
      price: chargeText(collect.pandpCost),
      available: collect.available,
    },
  ];
}

function slotLabel(view: DeliveryView): string | null {
  const { nominatedDate, timeFrame, nominatedDaySlots } = view.nominatedDeliveryDetails;
  const day = nominatedDaySlots.find((entry) => entry.date === nominatedDate);
  return day?.slots.find((slot) => slot.timeFrame === timeFrame)?.label ?? null;
}

interface Props {
  view: DeliveryView;
  onView(view: DeliveryView): void;
  /** The speed the shopper is choosing but has not completed (a nominated day or a parcel shop still to pick). */
  pending: DeliverySpeed | null;
  onPending(speed: DeliverySpeed | null): void;
  anchorId: string;
}

export function SpeedSection({ view, onView, pending, onPending, anchorId }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const cards = cardsOf(view);
  const value = pending ?? view.deliveryMode;

  async function run(call: () => Promise<DeliveryView>) {
    setBusy(true);
    setFailure(null);
    try {
      onView(await call());
      onPending(null);
    } catch (error) {
      setFailure(callFailure(error));
    } finally {
      setBusy(false);
    }
  }

  function change(next: string) {
    const speed = next as DeliverySpeed;
    if (speed === 'STANDARD' || speed === 'EXPRESS') {
      onPending(null);
      void run(() =>
        chooseSpeed({
          cartId: view.cartId,
          deliveryModeCode: speed,
          standardDeliveryDate: view.standardDeliveryDetails.deliveryDate,
        }),
      );
      return;
    }
    onPending(speed === view.deliveryMode ? null : speed);
  }

  return (
    <section className={bag.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={bag.cardTitle}>
        Delivery options
      </h2>
      {view.deliveryModeWithdrawn ? (
        <p className={bag.notice.warning} role="status">
          The delivery you chose is no longer on offer for this bag, so it is priced with standard delivery. Choose
          again.
        </p>
      ) : null}
      <RadioGroup
        id={anchorId}
        value={value}
        onChange={change}
        isDisabled={busy}
        className={styles.radioList}
        aria-describedby={view.standardDeliveryDetails.freeStandardRemaining > 0 ? `${id}-free` : undefined}
      >
        <Label className={styles.groupLabel}>How would you like your order?</Label>
        {view.standardDeliveryDetails.freeStandardRemaining > 0 ? (
          <span id={`${id}-free`} className={styles.radioDetail}>
            Spend {formatPence(view.standardDeliveryDetails.freeStandardRemaining)} more for free standard delivery.
          </span>
        ) : null}
        {cards.map((card) => (
          <Radio key={card.speed} value={card.speed} isDisabled={!card.available} className={styles.radioCard}>
            <span className={styles.radioDot} aria-hidden="true" />
            <span>
              <span className={styles.radioTitle}>{card.title}</span>
              <br />
              <span className={styles.radioDetail}>{card.detail}</span>
            </span>
            <span className={styles.radioPrice}>{card.price}</span>
          </Radio>
        ))}
      </RadioGroup>
      <div aria-live="polite">
        {busy ? <p className={bag.muted}>Updating your delivery…</p> : null}
        {failure ? (
          <p className={bag.notice.error} role="alert">
            {failure.message}
          </p>
        ) : null}
      </div>
      {value === 'NOM' ? (
        <NominatedDay
          view={view}
          busy={busy}
          onSlot={(date, timeFrame) =>
            run(() =>
              chooseSpeed({
                cartId: view.cartId,
                deliveryModeCode: 'NOM',
                nominatedDate: date,
                timeFrame,
                standardDeliveryDate: view.standardDeliveryDetails.deliveryDate,
              }),
            )
          }
        />
      ) : null}
      {value === 'HPS' || value === 'EXPRESS_COLLECT' ? (
        <ParcelShopFinder
          key={value}
          view={view}
          collectNextDay={value === 'EXPRESS_COLLECT'}
          busy={busy}
          onChoose={(shop, postcode) =>
            run(() =>
              selectParcelShop({
                cartId: view.cartId,
                parcelShopId: shop.id,
                postcode,
                expressCollectSelected: value === 'EXPRESS_COLLECT',
              }),
            )
          }
        />
      ) : null}
    </section>
  );
}

function NominatedDay({
  view,
  busy,
  onSlot,
}: {
  view: DeliveryView;
  busy: boolean;
  onSlot(date: string, timeFrame: TimeFrame): Promise<void>;
}) {
  const nominated = view.nominatedDeliveryDetails;
  const days = nominated.nominatedDaySlots;
  const [date, setDate] = useState(nominated.nominatedDate ?? days[0]?.date ?? '');
  const day = days.find((entry) => entry.date === date);
  const slotValue = nominated.selected && nominated.nominatedDate === date ? (nominated.timeFrame ?? '') : '';

  return (
    <div className={styles.section} data-testid="nominated-day">
      <RadioGroup value={date} onChange={setDate} orientation="horizontal" isDisabled={busy}>
        <Label className={styles.groupLabel}>Choose a day</Label>
        <div className={styles.chips}>
          {days.map((entry) => {
            const short = shortDate(entry.date);
            return (
              <Radio key={entry.date} value={entry.date} className={styles.chip} aria-label={longDate(entry.date)}>
                <span aria-hidden="true">{short.weekday}</span>
                <span aria-hidden="true">{short.day}</span>
              </Radio>
            );
          })}
        </div>
      </RadioGroup>
      {day ? (
        <RadioGroup
          value={slotValue}
          onChange={(frame) => void onSlot(day.date, frame as TimeFrame)}
          isDisabled={busy}
          className={styles.radioList}
        >
          <Label className={styles.groupLabel}>Choose a time on {longDate(day.date)}</Label>
          {day.slots.map((slot) => (
            <Radio key={slot.timeFrame} value={slot.timeFrame} className={styles.radioCard}>
              <span className={styles.radioDot} aria-hidden="true" />
              <span className={styles.radioTitle}>{slot.label}</span>
              <span className={styles.radioPrice}>{chargeText(slot.charge)}</span>
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
    </div>
  );
}

const DAY_NAMES: Record<string, string> = {
  MONDAY: 'Mon',
  TUESDAY: 'Tue',
  WEDNESDAY: 'Wed',
  THURSDAY: 'Thu',
  FRIDAY: 'Fri',
  SATURDAY: 'Sat',
  SUNDAY: 'Sun',
};

function ParcelShopFinder({
  view,
  collectNextDay,
  busy,
  onChoose,
}: {
  view: DeliveryView;
  collectNextDay: boolean;
  busy: boolean;
  onChoose(shop: ParcelShopResult, postcode: string): Promise<void>;
}) {
  const ready = useHydrated();
  const id = useId();
  const homePostcode = typeof view.deliveryAddress?.postcode === 'string' ? view.deliveryAddress.postcode : '';
  const [postcode, setPostcode] = useState(homePostcode || (view.parcelShop?.postcode ?? ''));
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<{ postcode: string; shops: ParcelShopResult[] } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const chosen = view.parcelShop;
  const selected =
    (collectNextDay ? view.expressCollectDeliveryDetails.expressCollectSelected : view.hpsDeliveryDetails.selected) &&
    chosen;

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!postcode.trim()) {
      setMessage('Enter a postcode to find parcel shops near it');
      return;
    }
    setSearching(true);
    setMessage(null);
    try {
      const answer = await findParcelShops(postcode.trim());
      setFound({ postcode: answer.postcode, shops: answer.parcelShops });
      if (answer.parcelShops.length === 0) setMessage('We couldn’t find parcel shops near that postcode.');
    } catch (error) {
      const failure = callFailure(error);
      setFound(null);
      setMessage(failure.status === 400 ? 'Enter a real postcode, like LS6 2AB' : failure.message);
    } finally {
      setSearching(false);
    }
  }

  return (
    <div className={styles.section} data-testid="parcel-shop-finder">
      {selected ? (
        <p className={bag.notice.success} role="status">
          {collectNextDay ? 'Collecting next day from' : 'Collecting from'} <strong>{chosen.description}</strong>,{' '}
          {chosen.address}
        </p>
      ) : null}
      <form className={bag.promoForm} onSubmit={search} noValidate aria-label="Find a parcel shop">
        <div className={bag.field}>
          <label htmlFor={`${id}-postcode`} className={bag.fieldLabel}>
            Find a parcel shop near a postcode
          </label>
          <input
            id={`${id}-postcode`}
            className={bag.input}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            autoComplete="postal-code"
            maxLength={12}
            aria-invalid={message && !found ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
          />
        </div>
        <button type="submit" className={bag.textButton} disabled={searching || !ready}>
          {searching ? 'Searching…' : 'Find parcel shops'}
        </button>
      </form>
      <div aria-live="polite">
        {message ? (
          <p id={`${id}-message`} className={styles.fieldError}>
            {message}
          </p>
        ) : null}
        {found && found.shops.length > 0 ? (
          <p className={bag.muted}>
            {found.shops.length} parcel {found.shops.length === 1 ? 'shop' : 'shops'} near {found.postcode}
          </p>
        ) : null}
      </div>
      {found && found.shops.length > 0 ? (
        <ul className={styles.shopList} aria-label={`Parcel shops near ${found.postcode}`}>
          {found.shops.map((shop) => (
            <li key={shop.id} className={styles.radioCard} data-testid="parcel-shop">
              <span aria-hidden="true" />
              <span>
                <span className={styles.radioTitle} data-testid="parcel-shop-name">
                  {shop.name}
                </span>
                <br />
                <span className={styles.radioDetail}>
                  {shop.type === 'LOCKER' ? 'Locker' : 'Shop'} · {shop.distanceMiles} miles ·{' '}
                  {[shop.address.line1, shop.address.line2, shop.address.town, shop.address.postcode]
                    .filter(Boolean)
                    .join(', ')}
                </span>
                <details>
                  <summary className={bag.textButton}>Opening hours</summary>
                  <dl className={styles.hours}>
                    {shop.openingHours.map((hours) => (
                      <div key={hours.day} className={styles.hoursRow}>
                        <dt>{DAY_NAMES[hours.day] ?? hours.day}</dt>
                        <dd className={styles.hoursValue}>
                          {hours.open && hours.close ? `${hours.open}–${hours.close}` : 'Closed'}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </span>
              <button
                type="button"
                className={bag.textButton}
                disabled={busy}
                onClick={() => void onChoose(shop, found.postcode)}
              >
                {chosen?.id === shop.id && selected ? 'Chosen' : 'Collect here'}
                <span className="visually-hidden">: {shop.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

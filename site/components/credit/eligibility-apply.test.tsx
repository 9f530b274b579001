// @vitest-environment jsdom
// From the quote to the application: "Apply" is a plain link (no personal data in its URL) that keeps the answers in
// this tab's storage, and the application starts from them instead of asking again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_KEY } from '@/lib/bag/client-api.ts';
import {
  type ApplicantFields,
  CHECK_URL,
  type CheckAnswer,
  emptyAddress,
  QUOTE_URL,
  type Quote,
} from '@/lib/credit/eligibility-client.ts';
import { HANDOFF_KEY } from '@/lib/credit/handoff.ts';
import { CreditApplicationForm } from './credit-application-form.tsx';
import { EligibilityCheck } from './eligibility-check.tsx';

const quote: Quote = {
  applicationId: 'bs_1',
  eligibilityDecision: 'PASS',
  creditBrandName: 'Dalby Pay',
  creditLimit: 150_000,
  annualInterestRate: 34.05,
  periodInterestRate: 2.8375,
  variableApr: 39.9,
  costOfCredit: 2_000,
  costOfCreditAmount: 12_000,
  numberOfPayments: 12,
  promo: null,
  expiresAt: '2026-12-26T00:00:00Z',
  message: 'Good news: you’re likely to be accepted for Dalby Pay.',
};
const passed: CheckAnswer = {
  applicationId: 'bs_1',
  eligibilityDecision: 'PASS',
  declineCode: null,
  message: quote.message,
};

// The shop's answers: an empty bag, a check that passes, and its quote.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === COUNT_KEY) return Response.json({ code: 'SUCCESS', cartId: '', itemCount: 0 });
      if (url === CHECK_URL && init?.method === 'POST') return Response.json(passed);
      if (url === QUOTE_URL) return Response.json(quote);
      return Response.json({ code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const fields: ApplicantFields = {
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Okafor',
  dateOfBirth: '1985-04-12',
  phoneNumber: '07700 900123',
  current: { ...emptyAddress(), houseNumber: '12', addressLine1: 'Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' },
  years: '1',
  months: '6',
  previous: {
    ...emptyAddress(),
    houseName: 'Rose Cottage',
    addressLine1: 'High Street',
    town: 'York',
    postcode: 'YO1 7HH',
  },
  previousYears: '2',
  previousMonths: '0',
};

describe('apply from the eligibility quote', () => {
  it('the link carries no personal data; the application starts from the check’s answers, once', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <EligibilityCheck initial={fields} tradingTitle="DAL" brandCode="dal" creditBrandName="Dalby Pay" />
      </SWRConfig>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check my eligibility' }));
    });
    const apply = await screen.findByRole('link', { name: 'Apply for Dalby Pay' });
    expect(apply.getAttribute('href')).toBe('/checkout/credit-application');
    expect(sessionStorage.getItem(HANDOFF_KEY)).toBeNull();
    // jsdom does not navigate; the click keeps the answers for the next page.
    fireEvent.click(apply);
    expect(JSON.parse(sessionStorage.getItem(HANDOFF_KEY) ?? '{}')).toMatchObject({
      brand: 'dal',
      applicant: { title: 'Ms', lastname: 'Okafor', dateofbirth: '1985-04-12' },
    });
    cleanup();

    // The application page, as the server starts it from the account (no date of birth, no mobile, no address).
    render(
      <CreditApplicationForm
        brandCode="dal"
        creditName="Dalby Pay"
        brandName="Dalby"
        tradingTitle="DAL"
        apr={39.9}
        forceScroll
        exitHref="/checkout/payment"
        accountAddressId={null}
        applicant={{ title: '', firstname: 'Ada', lastname: 'Okafor', dateofbirth: '', mobilePhone: '' }}
        addresses={{
          current: {
            flatNumber: '',
            houseNumberAndSuffix: '',
            houseName: '',
            addressLine1: '',
            addressLine2: '',
            town: '',
            county: '',
            postcode: '',
          },
          timeAtCurrent: { years: 0, months: 0 },
          previous: null,
          timeAtPrevious: null,
        }}
      />,
    );
    expect(sessionStorage.getItem(HANDOFF_KEY)).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLSelectElement).value).toBe('Ms');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('1985');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('07700 900123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value;
    expect(value('current-houseNumberAndSuffix')).toBe('12');
    expect(value('current-addressLine1')).toBe('Mill Lane');
    expect(value('current-postcode')).toBe('LS1 4AP');
    expect(value('current-years')).toBe('1');
    expect(value('current-months')).toBe('6');
    expect(value('previous-houseName')).toBe('Rose Cottage');
    expect(value('previous-years')).toBe('2');
  });
});

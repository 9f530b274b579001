// How the eligibility step moves with each answer (spec §8): a 400 or a 5xx marks it failed (a refused field is shown
// against the field), a 404 quote resets it to the form, PENDING waits; the body follows §5 and the spec's fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApplicantFields,
  CHECK_URL,
  checkBody,
  emptyAddress,
  problemsOf,
  QUOTE_URL,
  readQuote,
  runCheck,
} from './eligibility-client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(answers: Record<string, Response>) {
  const fetch = vi.fn(async (url: string) => answers[url]?.clone() ?? json({ code: 'NOT_FOUND' }, 404));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const fields: ApplicantFields = {
  title: 'Ms',
  firstName: 'Jane',
  lastName: 'Hughes',
  dateOfBirth: '1985-04-12',
  phoneNumber: '07700 900123',
  current: { ...emptyAddress(), houseNumber: '12', addressLine1: 'Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' },
  years: '1',
  months: '6',
  previous: {
    ...emptyAddress(),
    houseName: 'Rose Cottage',
    addressLine1: 'High St',
    town: 'York',
    postcode: 'YO1 7HH',
  },
  previousYears: '2',
  previousMonths: '',
};
const quote = { applicationId: 'bs_1', eligibilityDecision: 'PASS', creditLimit: 150_000, message: 'Good news' };

describe('checkBody', () => {
  it('sends the spec’s applicant, the previous address only under three years, numbers as numbers', () => {
    const body = checkBody(fields, 'DAL', { numberOfItems: 2, totalCartAmount: 4_500 });
    expect(body).toEqual({
      tradingTitle: 'DAL',
      applicant: {
        name: { title: 'Ms', firstName: 'Jane', lastName: 'Hughes' },
        dateOfBirth: '1985-04-12',
        phoneNumber: '07700 900123',
        timeAtCurrentAddress: { years: 1, months: 6 },
        currentAddress: { houseNumber: '12', addressLine1: 'Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' },
        previousAddress: {
          houseName: 'Rose Cottage',
          addressLine1: 'High St',
          town: 'York',
          postcode: 'YO1 7HH',
          timeAtAddress: { years: 2, months: 0 },
        },
      },
      cart: { numberOfItems: 2, totalCartAmount: 4_500 },
    });
    expect(checkBody({ ...fields, years: '3' }, 'DAL', {}).applicant).not.toHaveProperty('previousAddress');
    // Not a number: sent as typed, for the server to name.
    expect(checkBody({ ...fields, years: 'two' }, 'DAL', {}).applicant.timeAtCurrentAddress.years).toBe('two');
  });

  it('the server’s problems go against their fields', () => {
    expect(
      problemsOf(
        'applicant.currentAddress.postcode: Enter a real UK postcode, like LS6 2AB; applicant.previousAddress: Tell us',
      ),
    ).toEqual([
      { target: 'eligibility-applicant-currentAddress-postcode', message: 'Enter a real UK postcode, like LS6 2AB' },
      { target: 'eligibility-applicant-previousAddress', message: 'Tell us' },
    ]);
  });
});

describe('the step', () => {
  it('a pass reads the quote', async () => {
    server({ [CHECK_URL]: json({ ...quote, declineCode: null }), [QUOTE_URL]: json(quote) });
    expect(await runCheck({})).toEqual({ state: 'quoted', quote });
  });

  it('a 404 quote resets the step to the form', async () => {
    server({ [CHECK_URL]: json({ ...quote, declineCode: null }) });
    expect(await runCheck({})).toEqual({ state: 'form' });
    expect(await readQuote()).toEqual({ state: 'form' });
  });

  it('a 400 or a 500 marks the step failed, with the server’s message; a refused field is shown against it', async () => {
    server({ [CHECK_URL]: json({ code: 'ELIGIBILITY_REFUSED', message: 'the addresses must cover…' }, 400) });
    expect(await runCheck({})).toEqual({ state: 'failed', message: 'the addresses must cover…' });
    server({ [CHECK_URL]: json({ code: 'INTERNAL_SERVER_ERROR', message: 'Sorry, something went wrong.' }, 500) });
    expect(await runCheck({})).toEqual({ state: 'failed', message: 'Sorry, something went wrong.' });
    server({ [CHECK_URL]: json({ ...quote, declineCode: null }), [QUOTE_URL]: json({ code: 'X' }, 500) });
    expect(await runCheck({})).toMatchObject({ state: 'failed', message: expect.stringMatching(/try again/) });
    server({
      [CHECK_URL]: json({ code: 'VALIDATION_ERROR', message: 'applicant.phoneNumber: Enter a UK phone number' }, 400),
    });
    expect(await runCheck({})).toEqual({
      state: 'invalid',
      problems: [{ target: 'eligibility-applicant-phoneNumber', message: 'Enter a UK phone number' }],
    });
  });

  it('a decline, a referral and not found are shown as answered; ERROR fails; PENDING waits', async () => {
    const referred = {
      applicationId: 'bs_2',
      eligibilityDecision: 'FAIL',
      declineCode: 'Refer1',
      message: 'closer look',
    };
    server({ [CHECK_URL]: json(referred) });
    expect(await runCheck({})).toEqual({ state: 'declined', answer: referred });
    server({ [CHECK_URL]: json({ ...referred, eligibilityDecision: 'ERROR', declineCode: null, message: 'later' }) });
    expect(await runCheck({})).toEqual({ state: 'failed', message: 'later' });
    server({ [CHECK_URL]: json({ ...referred, eligibilityDecision: 'PENDING', declineCode: null, message: 'wait' }) });
    expect(await runCheck({})).toEqual({ state: 'pending', message: 'wait' });
    server({ [QUOTE_URL]: json({ applicationId: 'bs_2', eligibilityDecision: 'PENDING', message: 'still' }) });
    expect(await readQuote()).toEqual({ state: 'pending', message: 'still' });
  });
});

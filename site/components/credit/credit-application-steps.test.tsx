// @vitest-environment jsdom
// The application's steps in a browser-like DOM: the details are checked before moving on, under three years at the
// address asks for the previous one and the three-year rule, and the documents hold "Continue" until the
// pre-contract information has been scrolled to its end.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emptyApplicationAddress } from '@/lib/credit/client.ts';
import { AddressStep } from './address-step.tsx';
import { ApplicantStep } from './applicant-step.tsx';
import { CreditOutcome } from './credit-outcome.tsx';
import { DocumentsStep } from './documents-step.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string | HTMLElement, value: string) =>
  fireEvent.change(typeof label === 'string' ? screen.getByLabelText(label) : label, { target: { value } });

describe('the applicant step', () => {
  it('names each missing or wrong answer, then answers the applicant with an ISO date of birth', () => {
    const onDone = vi.fn();
    render(
      <ApplicantStep
        initial={{ title: '', firstname: 'Ada', lastname: '', dateofbirth: '', mobilePhone: '' }}
        onDone={onDone}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByTestId('error-summary');
    expect(summary.textContent).toContain('Choose your title');
    expect(summary.textContent).toContain('Enter your last name');
    expect(summary.textContent).toContain('Enter your date of birth');
    expect(summary.textContent).toContain('Enter a UK mobile number');
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Ms' } });
    type('Last name', 'Okafor');
    type('Day', '31');
    type('Month', '2');
    type('Year', '1984');
    type('Mobile number', '07700 900123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('error-summary').textContent).toContain('Enter your date of birth');
    type('Day', '29');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({
      title: 'Ms',
      firstname: 'Ada',
      lastname: 'Okafor',
      dateofbirth: '1984-02-29',
      mobilePhone: '07700 900123',
    });
  });

  it('refuses a name longer than the credit bureau takes', () => {
    const onDone = vi.fn();
    render(
      <ApplicantStep
        initial={{
          title: 'Mr',
          firstname: 'A'.repeat(41),
          lastname: 'Lee',
          dateofbirth: '1984-03-12',
          mobilePhone: '07700900123',
        }}
        onDone={onDone}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('error-summary').textContent).toContain(
      'Enter your first name in 40 characters or fewer',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses an applicant under 18', () => {
    const onDone = vi.fn();
    const year = String(new Date().getUTCFullYear() - 17);
    render(
      <ApplicantStep
        initial={{
          title: 'Mr',
          firstname: 'Sam',
          lastname: 'Lee',
          dateofbirth: `${year}-01-01`,
          mobilePhone: '07700900123',
        }}
        onDone={onDone}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('error-summary').textContent).toContain('You must be 18 or over');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('the address step', () => {
  const current = {
    ...emptyApplicationAddress,
    houseNumberAndSuffix: '10',
    addressLine1: 'Downing Street',
    town: 'London',
    postcode: 'SW1A 2AA',
  };
  const initial = { current, timeAtCurrent: { years: 0, months: 0 }, previous: null, timeAtPrevious: null };

  it('holds Continue in the server’s HTML on both steps: pressed before hydration it would put the answers in the address', () => {
    const continueIn = (html: string) => /<button[^>]*type="submit"[^>]*>Continue/.exec(html)?.[0] ?? '';
    const applicant = { title: '', firstname: 'Ada', lastname: '', dateofbirth: '', mobilePhone: '' };
    expect(continueIn(renderToString(<ApplicantStep initial={applicant} onDone={vi.fn()} />))).toContain('disabled');
    expect(continueIn(renderToString(<AddressStep initial={initial} onDone={vi.fn()} />))).toContain('disabled');
    render(<AddressStep initial={initial} onDone={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for the previous address under three years, and for three years in all', () => {
    const onDone = vi.fn();
    render(<AddressStep initial={initial} onDone={onDone} />);
    expect(screen.queryByRole('heading', { name: 'Your previous address' })).toBeNull();
    fireEvent.change(document.getElementById('current-years') as HTMLElement, { target: { value: '1' } });
    fireEvent.change(document.getElementById('current-months') as HTMLElement, { target: { value: '6' } });
    expect(screen.getByRole('heading', { name: 'Your previous address' })).toBeTruthy();
    type(document.getElementById('previous-houseNumberAndSuffix') as HTMLElement, '7');
    type(document.getElementById('previous-addressLine1') as HTMLElement, 'Harbour View');
    type(document.getElementById('previous-town') as HTMLElement, 'Bristol');
    type(document.getElementById('previous-postcode') as HTMLElement, 'BS1 4RW');
    fireEvent.change(document.getElementById('previous-years') as HTMLElement, { target: { value: '1' } });
    fireEvent.change(document.getElementById('previous-months') as HTMLElement, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('error-summary').textContent).toContain(
      'Please tell us where you have lived for the last three years.',
    );
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.change(document.getElementById('previous-months') as HTMLElement, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({
      current,
      timeAtCurrent: { years: 1, months: 6 },
      previous: expect.objectContaining({ addressLine1: 'Harbour View', postcode: 'BS1 4RW' }),
      timeAtPrevious: { years: 1, months: 6 },
    });
  });

  it('asks for a house number the credit bureau takes (14 or 14A) and a street of at most 60 characters', () => {
    const onDone = vi.fn();
    render(
      <AddressStep
        initial={{ ...initial, current: { ...current, houseNumberAndSuffix: 'Flat 2', addressLine1: 'x'.repeat(61) } }}
        onDone={onDone}
      />,
    );
    fireEvent.change(document.getElementById('current-years') as HTMLElement, { target: { value: '4' } });
    fireEvent.change(document.getElementById('current-months') as HTMLElement, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByTestId('error-summary').textContent;
    expect(summary).toContain('Enter a house number like 14 or 14A');
    expect(summary).toContain('Enter a street of 60 characters or fewer');
    expect(onDone).not.toHaveBeenCalled();
    type(document.getElementById('current-houseNumberAndSuffix') as HTMLElement, '14A');
    type(document.getElementById('current-addressLine1') as HTMLElement, 'Downing Street');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('three years or more needs no previous address', () => {
    const onDone = vi.fn();
    render(<AddressStep initial={initial} onDone={onDone} />);
    fireEvent.change(document.getElementById('current-years') as HTMLElement, { target: { value: '3' } });
    fireEvent.change(document.getElementById('current-months') as HTMLElement, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({ ...initial, timeAtCurrent: { years: 3, months: 0 } });
  });
});

describe('the documents step', () => {
  function stubDocuments() {
    const fetch = vi.fn(async (url: string) =>
      Response.json({
        documentType: url.includes('pcci') ? 'pcci' : url.includes('explanation') ? 'explanation' : 'agreement',
        version: 'v',
        title: 't',
        html: '<article><p>text</p></article>',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('with force-scroll, Continue waits for the end of the pre-contract information', async () => {
    const fetch = stubDocuments();
    // jsdom lays nothing out: every box is 1000 px of content in 300 px.
    const height = (value: number) => ({ configurable: true, get: () => value });
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', height(1000));
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', height(300));
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
      Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    });
    const onDone = vi.fn();
    render(
      <DocumentsStep
        creditLimit={150_000}
        tradingTitle="DAL"
        forceScroll
        customerName="Ms Ada Okafor"
        customerAddress="10 Downing Street"
        onDone={onDone}
      />,
    );
    const box = await screen.findByTestId('document-pcci');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/creditapp/document_pcci_html',
      '/api/creditapp/documentagreementexplanationhtml',
      '/api/creditapp/documentagreementhtml',
    ]);
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    box.scrollTop = 400;
    fireEvent.scroll(box);
    expect(next.disabled).toBe(true);
    expect(screen.getByText('Scroll to the end of the pre-contract credit information to continue.')).toBeTruthy();
    box.scrollTop = 700;
    act(() => {
      fireEvent.scroll(box);
    });
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(onDone).toHaveBeenCalled();
  });

  it('without force-scroll, Continue is there at once', async () => {
    stubDocuments();
    render(
      <DocumentsStep
        creditLimit={150_000}
        tradingTitle="DAL"
        forceScroll={false}
        customerName="Ms Ada Okafor"
        customerAddress="10 Downing Street"
        onDone={() => {}}
      />,
    );
    await screen.findByTestId('document-pcci');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the decline', () => {
  const agency = {
    name: 'Meridian Credit Reference Services Ltd',
    address: 'PO Box 4120, Castle Boulevard, Nottingham NG7 1FT',
    telephone: '0115 496 0732',
    website: 'https://www.meridian-credit.example/your-credit-file',
  };
  const declined = (declineCode: string, creditReferenceAgency: typeof agency | null) => (
    <CreditOutcome
      step="declined"
      check={{
        applicationId: 'a',
        decision: 'DECLINED',
        creditCheckStatus: 'FAIL',
        declineCode,
        creditLimit: null,
        periodInterestRate: null,
        annualInterestRate: null,
        variableApr: null,
        creditReferenceAgency,
      }}
      account={null}
      creditName="Dalby Pay"
      exitHref="/checkout/payment"
      busy={false}
      onRetry={() => {}}
      onChangeDetails={() => {}}
    />
  );

  it('on the agency’s information names the agency, how to reach it, and the free copy of the credit file', () => {
    render(declined('Decline1', agency));
    const notice = screen.getByRole('region', { name: 'The credit reference agency we used' });
    expect(notice.textContent).toContain(
      'Our decision was based on information from a credit reference agency, Meridian Credit Reference Services Ltd.',
    );
    expect(notice.textContent).toContain('PO Box 4120, Castle Boulevard, Nottingham NG7 1FT');
    expect(notice.textContent).toContain('copy of your credit file free of charge');
    expect(screen.getByRole('link', { name: '0115 496 0732' }).getAttribute('href')).toBe('tel:01154960732');
    expect(screen.getByRole('link', { name: 'www.meridian-credit.example' }).getAttribute('href')).toBe(agency.website);
  });

  it('by the fraud check names no agency', () => {
    render(declined('Decline3', null));
    expect(screen.getByTestId('credit-declined').textContent).toContain('couldn’t confirm your identity');
    expect(screen.queryByTestId('credit-reference-agency')).toBeNull();
  });
});

// @vitest-environment jsdom
// "Find the rest of my address" (spec §7 addressFields) in a browser-like DOM: the premise and postcode typed are
// sent; one match fills the fields; several are offered to choose from; a miss says why and changes nothing.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyApplicationAddress } from '@/lib/credit/client.ts';
import { FindAddress } from './find-address.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const found = (flatNumber = '') => ({
  flatNumber,
  houseNumberAndSuffix: '14',
  houseName: '',
  addressLine1: 'Rosemary Lane',
  addressLine2: 'Headingley',
  addressLine3: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 2AB',
  country: 'United Kingdom',
  isoCountryCode: 'GB',
});
const typed = { ...emptyApplicationAddress, houseNumberAndSuffix: '14', postcode: 'ls6 2ab' };
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('find the rest of my address', () => {
  it('sends the premise and postcode, and one match fills the fields', async () => {
    const fetch = answer(200, { addresses: [found()] });
    vi.stubGlobal('fetch', fetch);
    const onFound = vi.fn();
    render(<FindAddress value={typed} onFound={onFound} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find the rest of my address' })));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/creditapp/addressFields');
    expect(JSON.parse(String(init.body))).toEqual({
      houseNumber: '14',
      flatId: '',
      houseName: '',
      postCode: 'ls6 2ab',
    });
    expect(onFound).toHaveBeenCalledWith({
      flatNumber: '',
      houseNumberAndSuffix: '14',
      houseName: '',
      addressLine1: 'Rosemary Lane',
      addressLine2: 'Headingley',
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS6 2AB',
    });
    expect(screen.getByTestId('find-address-status').textContent).toBe('Found: 14 Rosemary Lane, Leeds, LS6 2AB');
  });

  it('several matches are offered to choose from', async () => {
    vi.stubGlobal('fetch', answer(200, { addresses: [found('1'), found('2')] }));
    const onFound = vi.fn();
    render(<FindAddress value={typed} onFound={onFound} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find the rest of my address' })));
    expect(onFound).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Flat 2, 14 Rosemary Lane, Leeds, LS6 2AB' }));
    expect(onFound).toHaveBeenCalledWith(expect.objectContaining({ flatNumber: '2' }));
  });

  it('a miss says why and changes nothing; nothing is asked without a number and postcode', async () => {
    const fetch = answer(404, { code: 'ADDRESS_NOT_FOUND', message: 'We couldn’t find that address.' });
    vi.stubGlobal('fetch', fetch);
    const onFound = vi.fn();
    const { rerender } = render(<FindAddress value={typed} onFound={onFound} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find the rest of my address' })));
    expect(screen.getByTestId('find-address-status').textContent).toBe('We couldn’t find that address.');
    rerender(<FindAddress value={emptyApplicationAddress} onFound={onFound} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find the rest of my address' })));
    expect(screen.getByTestId('find-address-status').textContent).toBe(
      'Enter the house number or name and the postcode first',
    );
    expect(fetch).toHaveBeenCalledOnce();
    expect(onFound).not.toHaveBeenCalled();
  });
});

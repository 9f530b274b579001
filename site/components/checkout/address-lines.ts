// An address as the checkout shows it, on the server (payment page) and in the browser (delivery step).
import type { AddressFields } from '@/lib/checkout/client-api.ts';

export type AddressLike = Partial<Record<keyof AddressFields | 'countryName' | 'addressLine3', string | boolean>>;

/** An address as lines: name, building and street, town, postcode. */
export function addressLines(address: AddressLike): string[] {
  const s = (key: keyof AddressLike) => {
    const value = address[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const name = [s('title'), s('firstName'), s('surName')].filter(Boolean).join(' ');
  const flat = s('flatNumber') ? `Flat ${s('flatNumber')}` : '';
  const street = [s('houseNumber'), s('addressLine1')].filter(Boolean).join(' ');
  return [name, flat, s('houseName'), street, s('addressLine2'), s('town'), s('county'), s('postcode')].filter(Boolean);
}

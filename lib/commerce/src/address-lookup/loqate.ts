// HTTP adapter for a Loqate-compatible address lookup (Capture Interactive Find v1.10 and Retrieve v1.20, JSON3).
// Locally the base URL is the sandbox's synthetic UK address set; in production, https://api.addressy.com and a real
// key. A call that fails to reach the provider (network, timeout, 5xx, 429, unreadable answer) is tried once more —
// never more (spec §5); an error entry in the answer is the provider's decision and is not retried.
import { z } from 'zod';
import {
  type AddressLookup,
  AddressLookupError,
  type AddressSuggestion,
  DEFAULT_ADDRESS_LOOKUP_COUNTRY,
  type FindAddressQuery,
  type HighlightRange,
  type LookedUpAddress,
} from './address-lookup.ts';

export const FIND_PATH = 'Capture/Interactive/Find/v1.10/json3.ws';
export const RETRIEVE_PATH = 'Capture/Interactive/Retrieve/v1.20/json3.ws';

export interface LoqateOptions {
  baseUrl: string;
  key: string;
  /** Gives up on one attempt after this long (default 5 s). */
  timeoutMs?: number;
  /** Pause before the one retry (default 200 ms). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const errorEntry = z.object({
  Error: z.union([z.string(), z.number()]).transform(String),
  Description: text,
  Cause: text,
  Resolution: text,
});
const findItem = z.object({ Id: z.string(), Type: z.string(), Text: text, Highlight: text, Description: text });
const retrieveItem = z.object({
  Id: z.string(),
  Company: text,
  SubBuilding: text,
  BuildingName: text,
  BuildingNumber: text,
  Street: text,
  District: text,
  Line1: text,
  Line2: text,
  Line3: text,
  Line4: text,
  Line5: text,
  City: text,
  Province: text,
  ProvinceName: text,
  PostalCode: text,
  CountryIso2: text,
  CountryName: text,
  Label: text,
  Type: text,
});
const answer = z.object({ Items: z.array(z.unknown()) });

/** Loqate codes that say "unknown id / container" rather than "bad request". */
const NOT_FOUND = new Map([
  ['find', new Set(['1004'])],
  ['retrieve', new Set(['1001'])],
]);

function ranges(part: string | undefined): HighlightRange[] {
  return (part ?? '')
    .split(',')
    .map((range) => /^(\d+)-(\d+)$/.exec(range.trim()))
    .filter((match) => match !== null)
    .map((match) => [Number(match[1]), Number(match[2])] as const);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Unavailable extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number, cause?: unknown) {
    super(message, { cause });
    this.status = status;
  }
}

export function loqateAddressLookup(options: LoqateOptions): AddressLookup {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  /** One GET; throws `Unavailable` for what a second attempt might fix. */
  async function attempt(path: string, params: Record<string, string>): Promise<unknown[]> {
    const url = new URL(path, base);
    url.search = new URLSearchParams({ Key: options.key, ...params }).toString();
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        redirect: 'error',
      });
    } catch (cause) {
      throw new Unavailable('The address lookup could not be reached.', undefined, cause);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Unavailable(`The address lookup answered HTTP ${response.status}.`, response.status);
    }
    const parsed = answer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new Unavailable('The address lookup answered something unreadable.', response.status);
    return parsed.data.Items;
  }

  async function call(operation: 'find' | 'retrieve', path: string, params: Record<string, string>) {
    let items: unknown[];
    try {
      items = await attempt(path, params);
    } catch (first) {
      if (!(first instanceof Unavailable)) throw first;
      await sleep(options.retryDelayMs ?? 200);
      try {
        items = await attempt(path, params);
      } catch (second) {
        if (!(second instanceof Unavailable)) throw second;
        throw new AddressLookupError(`${second.message} (tried twice)`, {
          kind: 'unavailable',
          status: second.status,
          cause: second,
        });
      }
    }
    const failure = items.length === 1 ? errorEntry.safeParse(items[0]) : undefined;
    if (failure?.success) {
      const { Error: code, Description } = failure.data;
      throw new AddressLookupError(`The address lookup refused the ${operation} (error ${code}: ${Description}).`, {
        kind: NOT_FOUND.get(operation)!.has(code) ? 'not_found' : 'refused',
        status: 200,
        providerCode: code,
        providerDescription: Description,
      });
    }
    return items;
  }

  return {
    async find(query: FindAddressQuery): Promise<AddressSuggestion[]> {
      const params: Record<string, string> = {
        Text: query.text,
        Countries: (query.countries ?? [DEFAULT_ADDRESS_LOOKUP_COUNTRY]).join(','),
      };
      if (query.containerId) params.Container = query.containerId;
      if (query.limit !== undefined) params.Limit = String(query.limit);
      const items = await call('find', FIND_PATH, params);
      return items.flatMap((raw) => {
        const item = findItem.safeParse(raw);
        if (!item.success) return [];
        const [textPart, descriptionPart] = item.data.Highlight.split(';');
        return [
          {
            id: item.data.Id,
            type: item.data.Type,
            isContainer: item.data.Type !== 'Address',
            text: item.data.Text,
            description: item.data.Description,
            highlight: { text: ranges(textPart), description: ranges(descriptionPart) },
          },
        ];
      });
    },

    async retrieve(id: string): Promise<LookedUpAddress> {
      const items = await call('retrieve', RETRIEVE_PATH, { Id: id });
      const item = retrieveItem.safeParse(items[0]);
      if (!item.success) {
        throw new AddressLookupError('The address lookup answered without an address.', { kind: 'unavailable' });
      }
      const a = item.data;
      return {
        id: a.Id,
        company: a.Company,
        subBuilding: a.SubBuilding,
        buildingName: a.BuildingName,
        buildingNumber: a.BuildingNumber,
        street: a.Street,
        locality: a.District,
        lines: [a.Line1, a.Line2, a.Line3, a.Line4, a.Line5],
        town: a.City,
        county: a.Province || a.ProvinceName,
        postcode: a.PostalCode,
        countryIso2: a.CountryIso2,
        countryName: a.CountryName,
        label: a.Label,
        type: a.Type,
      };
    },
  };
}

// The address-lookup provider's HTTP contract (Loqate's Capture Interactive services, JSON3 endpoints): Find with
// Text and Container drill-down, Retrieve by Id. Every answer is `200 {Items:[…]}`; a problem — a wrong key included
// — comes back as a single Items entry `{Error, Description, Cause, Resolution}`, as the provider does.
import type { ServerResponse } from 'node:http';
import { header, readBody, sendJson } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { type AddressSet, addressSet } from './address-set.ts';
import { COUNTRY_REGIONS, find, retrieveItem } from './find.ts';
import type { Region } from './places.ts';

export const FIND_PATH = '/Capture/Interactive/Find/v1.10/json3.ws';
export const RETRIEVE_PATH = '/Capture/Interactive/Retrieve/v1.20/json3.ws';
export const DEFAULT_FIND_LIMIT = 10;
export const MAX_FIND_LIMIT = 100;
export const MAX_TEXT_LENGTH = 200;

export interface ProviderError {
  Error: string;
  Description: string;
  Cause: string;
  Resolution: string;
}

const error = (code: string, description: string, cause: string, resolution: string): ProviderError => ({
  Error: code,
  Description: description,
  Cause: cause,
  Resolution: resolution,
});

/** The errors this stand-in answers with (the key error is the provider's own; the rest follow its style). */
export const ERRORS = {
  unknownKey: error(
    '2',
    'Unknown key',
    'The key you are using to access the service was not found.',
    'Please check that the key is correct. It should be in the form AA11-AA11-AA11-AA11.',
  ),
  textOrContainerRequired: error(
    '1001',
    'Text or Container Required',
    'Neither the Text nor the Container parameter was supplied.',
    'Supply the text the user typed, or a Container Id from a previous Find.',
  ),
  limitInvalid: error(
    '1002',
    'Limit Invalid',
    `The Limit parameter must be a whole number from 1 to ${MAX_FIND_LIMIT}.`,
    'Correct the Limit parameter, or leave it out.',
  ),
  countriesInvalid: error(
    '1003',
    'Countries Invalid',
    'The Countries parameter must be a comma-separated list of ISO 3166 country codes.',
    'Correct the Countries parameter, or leave it out to search GB.',
  ),
  containerInvalid: error(
    '1004',
    'Container Invalid',
    'The Container parameter was not an Id returned by Find.',
    'Only use Ids of Find results whose Type is not Address.',
  ),
  textTooLong: error(
    '1005',
    'Text Too Long',
    `The Text parameter is longer than ${MAX_TEXT_LENGTH} characters.`,
    'Send only what the user typed into the address field.',
  ),
  idInvalid: error(
    '1001',
    'Id Invalid',
    'The Id parameter supplied was invalid.',
    'Try again, using only Ids of Find results whose Type is Address.',
  ),
} satisfies Record<string, ProviderError>;

export interface AddressLookupRoutesOptions {
  /** Accepted service keys. */
  keys: readonly string[];
  /** The address set (default: the synthetic UK set). */
  set?: () => AddressSet;
}

const answer = (res: ServerResponse, items: readonly object[]): void =>
  sendJson(res, 200, { Items: items }, { 'cache-control': 'no-store' });

/**
 * The request's parameters, names matched case-insensitively as the provider does: the query string, and for POST a
 * JSON object or form body on top.
 */
async function parameters(ctx: RequestContext): Promise<Map<string, string>> {
  const params = new Map<string, string>();
  for (const [name, value] of ctx.url.searchParams) params.set(name.toLowerCase(), value);
  if (ctx.req.method !== 'POST') return params;
  const body = (await readBody(ctx.req, 16 * 1024)).toString('utf8');
  if (/^application\/json\b/i.test(header(ctx.req, 'content-type') ?? '')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body || '{}');
    } catch {
      parsed = undefined;
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [name, value] of Object.entries(parsed)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
          params.set(name.toLowerCase(), String(value));
        }
      }
    }
  } else {
    for (const [name, value] of new URLSearchParams(body)) params.set(name.toLowerCase(), value);
  }
  return params;
}

function regions(value: string | undefined): Set<Region> | undefined {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0) return new Set(COUNTRY_REGIONS.GB);
  const out = new Set<Region>();
  for (const code of codes) {
    if (!/^[A-Z]{2,3}$/.test(code)) return undefined;
    // Other countries are valid requests with nothing in this set to find.
    for (const region of COUNTRY_REGIONS[code] ?? []) out.add(region);
  }
  return out;
}

export function registerAddressLookupRoutes(router: Router, options: AddressLookupRoutesOptions): void {
  const isValidKey = createClientKeyCheck(options.keys);
  const set = options.set ?? addressSet;

  router.on(['GET', 'POST'], FIND_PATH, async (ctx) => {
    const params = await parameters(ctx);
    if (!isValidKey(params.get('key'))) return answer(ctx.res, [ERRORS.unknownKey]);
    const text = params.get('text') ?? '';
    const container = params.get('container')?.trim() || undefined;
    if (text.trim() === '' && !container) return answer(ctx.res, [ERRORS.textOrContainerRequired]);
    if (text.length > MAX_TEXT_LENGTH) return answer(ctx.res, [ERRORS.textTooLong]);
    const limitText = params.get('limit')?.trim();
    const limit = limitText ? Number(limitText) : DEFAULT_FIND_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_FIND_LIMIT) return answer(ctx.res, [ERRORS.limitInvalid]);
    const inScope = regions(params.get('countries'));
    if (!inScope) return answer(ctx.res, [ERRORS.countriesInvalid]);
    const items = find(set(), { text, container, regions: inScope, limit });
    if (items === 'unknown-container') return answer(ctx.res, [ERRORS.containerInvalid]);
    answer(ctx.res, items);
  });

  router.on(['GET', 'POST'], RETRIEVE_PATH, async (ctx) => {
    const params = await parameters(ctx);
    if (!isValidKey(params.get('key'))) return answer(ctx.res, [ERRORS.unknownKey]);
    const address = set().byId.get(params.get('id')?.trim() ?? '');
    if (!address) return answer(ctx.res, [ERRORS.idInvalid]);
    answer(ctx.res, [retrieveItem(address)]);
  });
}

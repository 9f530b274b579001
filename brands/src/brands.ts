// The nine brands as data. Everything brand-specific that is not a colour lives here; colours live in tokens.ts.

export const brandCodes = ['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma'] as const;

export type BrandCode = (typeof brandCodes)[number];

/**
 * The company that lends under a brand's "<Name> Pay" (the creditor of its credit agreements): its legal name,
 * registered office, company number and Financial Conduct Authority firm reference number, as the pre-contract
 * information and the agreement must state them. Fictional companies; the telephone numbers are in Ofcom's ranges
 * kept for drama (0113 496 0xxx, 0161 496 0xxx), so they reach nobody.
 */
export interface CreditLender {
  /** The registered company name; "<Name> Pay" is its trading name. */
  readonly legalName: string;
  /** The registered office, one line, with its postcode. */
  readonly registeredAddress: string;
  /** Companies House number (England and Wales), 8 digits. */
  readonly companyNumber: string;
  /** FCA Financial Services Register firm reference number (FRN), 6 digits. */
  readonly fcaFirmReference: string;
  /** Customer services for credit accounts. */
  readonly telephone: string;
}

const NORTHGATE: CreditLender = Object.freeze({
  legalName: 'Northgate Retail Credit Limited',
  registeredAddress: 'Northgate House, 12 Albion Street, Leeds LS1 6HX',
  companyNumber: '04417205',
  fcaFirmReference: '712345',
  telephone: '0113 496 0415',
});

/** The home and premium titles' lender. */
const HARCOURT: CreditLender = Object.freeze({
  legalName: 'Harcourt Home Finance Limited',
  registeredAddress: 'Canal House, 40 Whitworth Street, Manchester M1 3NR',
  companyNumber: '06182934',
  fcaFirmReference: '781226',
  telephone: '0161 496 0620',
});

export interface Brand {
  /** Theme code from the spec, also the subdomain in local development (`dal.localhost`). */
  readonly code: BrandCode;
  readonly name: string;
  /** Who the brand sells to, in a few words. */
  readonly audience: string;
  /** Two uppercase letters used in product numbers and references. */
  readonly prefix: string;
  /** One or two sentences of shop copy (meta description, footer blurb). */
  readonly description: string;
  readonly searchPlaceholder: string;
  /** The loyalty scheme's name, or null when the brand has none. */
  readonly loyaltyName: string | null;
  /** Store-credit brand, always "<Name> Pay". */
  readonly creditBrandName: string;
  /** The company lending under `creditBrandName`. */
  readonly lender: CreditLender;
  /** Trading title sent to credit, promotion and payment calls (`tradingTitle`, `accountTradingTitle`). */
  readonly tradingTitleId: string;
  /** The spec's `siteId`: the uppercased service name. */
  readonly siteId: string;
  /** Hostnames that serve this brand, lowercase, without port; the production hostname is the canonical one. */
  readonly hostnames: readonly string[];
  /** Production hostname used for canonical URLs. */
  readonly canonicalHostname: string;
}

function brand(
  code: BrandCode,
  name: string,
  details: Pick<Brand, 'audience' | 'prefix' | 'description' | 'searchPlaceholder' | 'loyaltyName' | 'lender'>,
): Brand {
  const canonicalHostname = `www.${name.toLowerCase()}.co.uk`;
  return Object.freeze({
    code,
    name,
    ...details,
    creditBrandName: `${name} Pay`,
    tradingTitleId: code.toUpperCase(),
    siteId: name.toUpperCase(),
    hostnames: Object.freeze([`${code}.localhost`, canonicalHostname]),
    canonicalHostname,
  });
}

export const brands: readonly Brand[] = Object.freeze([
  brand('dal', 'Dalby', {
    audience: "women's plus-size fashion",
    prefix: 'DA',
    description:
      'Confident, curve-loving fashion in sizes 14 to 32. New-season dresses, denim and occasionwear cut to fit and flatter.',
    searchPlaceholder: 'Search dresses, jeans, knitwear…',
    loyaltyName: 'Dalby Perks',
    lender: NORTHGATE,
  }),
  brand('cgn', 'Cogan', {
    audience: "men's big and tall",
    prefix: 'CG',
    description:
      'Menswear built for big and tall men, from chest 44" to 70" and leg lengths up to 38". Shirts, jeans and outerwear that actually fit.',
    searchPlaceholder: 'Search shirts, jeans, jackets…',
    loyaltyName: null,
    lender: NORTHGATE,
  }),
  brand('jdw', 'Jadeworth', {
    audience: 'general catalogue',
    prefix: 'JD',
    description:
      'Fashion, home, electricals and gifts for the whole family, all in one place. Spread the cost with Jadeworth Pay.',
    searchPlaceholder: 'Search fashion, home, electricals…',
    loyaltyName: 'Jadeworth Rewards',
    lender: NORTHGATE,
  }),
  brand('awl', 'Ashwell', {
    audience: "women's fashion",
    prefix: 'AW',
    description:
      'Timeless womenswear in soft fabrics and easy shapes, with petite and tall fits. Considered pieces to wear season after season.',
    searchPlaceholder: 'Search tops, trousers, coats…',
    loyaltyName: 'Ashwell Perks',
    lender: NORTHGATE,
  }),
  brand('fw', 'Fairway', {
    audience: 'value family fashion',
    prefix: 'FW',
    description:
      'Everyday clothes and shoes for the whole family at prices that make sense. School uniform, kidswear and basics, delivered to your door.',
    searchPlaceholder: 'Search kidswear, school uniform, shoes…',
    loyaltyName: null,
    lender: NORTHGATE,
  }),
  brand('ihm', 'Inhome', {
    audience: 'home and furniture',
    prefix: 'IH',
    description:
      'Furniture, bedding and homeware to make every room feel like yours. Sofas, beds and the finishing touches, delivered to your room of choice.',
    searchPlaceholder: 'Search sofas, bedding, lighting…',
    loyaltyName: 'Inhome Rewards',
    lender: HARCOURT,
  }),
  brand('fsp', 'Finespun', {
    audience: 'lingerie',
    prefix: 'FS',
    description:
      'Beautiful lingerie, nightwear and swimwear in bra sizes 30A to 48K. Expert fit, delicate details and everyday comfort.',
    searchPlaceholder: 'Search bras, briefs, nightwear…',
    loyaltyName: null,
    lender: NORTHGATE,
  }),
  brand('ccl', 'Clearhouse', {
    audience: 'clearance',
    prefix: 'CL',
    description:
      'Big-brand fashion and homeware at clearance prices, with new lines added every day. When it’s gone, it’s gone.',
    searchPlaceholder: 'Search clearance deals…',
    loyaltyName: null,
    lender: NORTHGATE,
  }),
  brand('pma', 'Palmer', {
    audience: 'premium menswear',
    prefix: 'PM',
    description:
      'Premium menswear tailored in fine cloth: suits, shirting, knitwear and leather shoes. Made to last, and finished by hand.',
    searchPlaceholder: 'Search suits, shirts, knitwear…',
    loyaltyName: 'Palmer Perks',
    lender: HARCOURT,
  }),
]);

const byCode: ReadonlyMap<string, Brand> = new Map(brands.map((b) => [b.code, b]));

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && byCode.has(value);
}

export function getBrand(code: BrandCode): Brand {
  const found = byCode.get(code);
  if (!found) throw new RangeError(`Unknown brand code: ${JSON.stringify(code)}`);
  return found;
}

const hostToBrand: ReadonlyMap<string, BrandCode> = new Map(
  brands.flatMap((b) => b.hostnames.map((host) => [host, b.code] as const)),
);

const maxHostLength = 253;
const hostnamePattern = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/**
 * Lowercases a Host header value and strips its port and any trailing dot. Returns null for anything that is not a
 * plain DNS hostname (IP literals in brackets, userinfo, paths, spaces, over-long values), so it can never match.
 */
export function normaliseHost(host: string): string | null {
  if (host.length > maxHostLength + 6) return null;
  let value = host.trim().toLowerCase();
  const port = value.match(/:(\d{1,5})$/);
  if (port) value = value.slice(0, -port[0].length);
  if (value.endsWith('.')) value = value.slice(0, -1);
  if (value.length === 0 || value.length > maxHostLength || !hostnamePattern.test(value)) return null;
  if (value.includes('..')) return null;
  return value;
}

export interface BrandForHostOptions {
  /** Brand for hosts that name no brand (plain `localhost`, `127.0.0.1`, unknown hosts). Empty string = none. */
  defaultBrand?: string;
  /** Further hostnames per brand (preview or staging domains); checked before the built-in hostnames. */
  extraHosts?: Record<string, BrandCode>;
}

/**
 * Resolves the brand for a request's Host header.
 *
 * 1. The host is lowercased and its port and trailing dot removed; a value that is not a plain hostname never matches.
 * 2. An exact match in `extraHosts`, then in a brand's `hostnames` (`<code>.localhost`, `www.<name>.co.uk`), wins.
 *    Matching is exact: `dal.localhost.example.com` or `evil-www.dalby.co.uk` do not match.
 * 3. Anything else (plain `localhost`, `127.0.0.1`, unknown or malformed hosts) gets `defaultBrand` when one is given,
 *    otherwise null so the caller can answer 404/421.
 *
 * A `defaultBrand` or `extraHosts` value that is not a brand code is a configuration error and throws.
 */
export function brandForHost(host: string, options: BrandForHostOptions = {}): Brand | null {
  const { defaultBrand, extraHosts } = options;
  if (defaultBrand !== undefined && defaultBrand !== '' && !isBrandCode(defaultBrand)) {
    throw new RangeError(`defaultBrand ${JSON.stringify(defaultBrand)} is not a brand code (${brandCodes.join(', ')})`);
  }
  const normalised = typeof host === 'string' ? normaliseHost(host) : null;
  if (normalised !== null) {
    const code = extraHostCode(extraHosts, normalised) ?? hostToBrand.get(normalised);
    if (code) return getBrand(code);
  }
  return defaultBrand ? getBrand(defaultBrand as BrandCode) : null;
}

function extraHostCode(extraHosts: Record<string, BrandCode> | undefined, host: string): BrandCode | undefined {
  if (!extraHosts) return undefined;
  // Own entries only, compared after the same normalisation: a host called "constructor" must not reach the prototype.
  let match: BrandCode | undefined;
  for (const [configured, code] of Object.entries(extraHosts)) {
    if (!isBrandCode(code)) throw new RangeError(`extraHosts[${JSON.stringify(configured)}] is not a brand code`);
    if (match === undefined && normaliseHost(configured) === host) match = code;
  }
  return match;
}

// Spec §2: a product page whose query carries one of the configured promo values (HYBRID_PDP_PROMO_VALUES, e.g.
// "promo=hybrid,promo=hybrid-2") answers 307 to the alternative hybrid product page at HYBRID_PDP_BASE_URL — only
// when the `hybrid-product-page-redirect` toggle is on and that base address is configured.

export interface HybridConfig {
  baseUrl: string | undefined;
  promoValues: string | undefined;
}

export function hybridConfigFromEnv(env: Record<string, string | undefined> = process.env): HybridConfig {
  return { baseUrl: env.HYBRID_PDP_BASE_URL, promoValues: env.HYBRID_PDP_PROMO_VALUES };
}

/** The configured `name=value` pairs (a bare value means `promo=value`). */
export function promoPairs(raw: string | undefined): [string, string][] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      return (eq === -1 ? ['promo', part] : [part.slice(0, eq).trim(), part.slice(eq + 1).trim()]) as [string, string];
    })
    .filter(([name, value]) => name.length > 0 && value.length > 0);
}

/** Where to send the shopper, or null to render the page as usual. */
export function hybridRedirectTarget(
  productId: string,
  query: Record<string, string | string[] | undefined>,
  config: HybridConfig,
  toggleOn: boolean,
): string | null {
  if (!toggleOn || !config.baseUrl) return null;
  let base: URL;
  try {
    base = new URL(config.baseUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null;
  const pairs = promoPairs(config.promoValues);
  const matches = pairs.some(([name, value]) => {
    const given = query[name];
    return Array.isArray(given) ? given.includes(value) : given === value;
  });
  if (!matches) return null;
  const target = new URL(`${base.pathname.replace(/\/$/, '')}/shop/p/${encodeURIComponent(productId)}`, base);
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      target.searchParams.append(name, v);
  }
  return target.toString();
}

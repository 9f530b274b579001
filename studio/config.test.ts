import { createClient } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { listenerHosts, localModeOptions, withListenerHosts } from './local-mode.ts';
import { brandUrl, locations } from './presentation.ts';
import { brandSections, brandTemplates } from './structure.ts';

/** A client of the local lake, as the Studio's client factory makes it before wrapping. */
const localClient = () =>
  createClient({
    projectId: 'shoplocal',
    dataset: 'production',
    apiHost: 'http://localhost:3900',
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
  });

describe('local mode', () => {
  it('gives every event stream its own *.localhost host name, and none for other hosts', () => {
    const next = listenerHosts('http://localhost:3900');
    expect(next?.()).toBe('http://l1.localhost:3900');
    expect(next?.()).toBe('http://l2.localhost:3900');
    expect(listenerHosts('http://127.0.0.1:3900')).toBeNull();
    expect(listenerHosts('https://api.example.com')).toBeNull();
  });

  it('keeps ordinary requests on the API host and moves listeners, also on derived clients', () => {
    const base = localClient();
    const next = listenerHosts('http://localhost:3900');
    if (!next) throw new Error('expected listener hosts');
    const seen: string[] = [];
    const recordingNext = () => {
      const host = next();
      seen.push(host);
      return host;
    };
    const client = withListenerHosts(base, recordingNext);
    const derived = client.withConfig({ apiVersion: 'X' });
    expect(derived.config().apiHost).toBe('http://localhost:3900');
    expect(derived.getUrl('/data/query/production')).toBe('http://localhost:3900/vX/data/query/production');
    derived.listen('*');
    derived.observable.listen('*');
    expect(seen).toEqual(['http://l1.localhost:3900', 'http://l2.localhost:3900']);
  });

  it('answers the same object on every read, so the Studio’s memoised hooks do not re-request in a loop', () => {
    const base = localClient();
    const next = listenerHosts('http://localhost:3900');
    if (!next) throw new Error('expected listener hosts');
    const client = withListenerHosts(base, next);
    // useUpsellData requests `/journey/*` whenever `client.observable` is a new object (sanity 6.16).
    expect(client.observable).toBe(client.observable);
    expect(client.fetch).toBe(client.fetch);
    expect(client.observable.request).toBe(client.observable.request);
    expect(client.live).toBe(client.live);
    expect(client.withConfig).toBe(client.withConfig);
    // Still a fresh host for each live event stream.
    const hosts: string[] = [];
    const recording = withListenerHosts(base, () => {
      const host = next();
      hosts.push(host);
      return host;
    });
    recording.live.events();
    recording.live.events();
    expect(new Set(hosts).size).toBe(2);
  });

  it('applies only the local overrides it is given', () => {
    const options = localModeOptions('http://localhost:3900/');
    expect(options.apiHost).toBe('http://localhost:3900');
    expect(options.auth).toMatchObject({
      loginMethod: 'token',
      redirectOnSingle: true,
      providers: [{ name: 'local', url: 'http://localhost:3900/auth/login' }],
    });
    expect(options.search).toEqual({ strategy: 'groqLegacy' });
    // The lake implements content releases (and schedules them); scheduled drafts stay off.
    expect(options.releases).toEqual({ enabled: true });
    expect(options.scheduledDrafts).toEqual({ enabled: false });
  });
});

describe('presentation locations', () => {
  const resolvers = locations('http://{brand}.localhost:3000');
  const resolve = (type: string, doc: Record<string, unknown> | null) => {
    const resolver = resolvers[type];
    if (!resolver || !('resolve' in resolver)) throw new Error(`no resolver for ${type}`);
    return resolver.resolve(doc);
  };

  it('shows a page at its route on its brand’s host', () => {
    expect(brandUrl('http://{brand}.localhost:3000/', 'dal', '/')).toBe('http://dal.localhost:3000/');
    expect(resolve('page', { title: 'Dalby home page', route: '/', brand: 'dal' })).toEqual({
      locations: [{ title: 'Dalby home page (Dalby)', href: 'http://dal.localhost:3000/' }],
    });
    expect(resolve('page', { title: 'Jeans', route: '/shop/c/jeans', brand: 'cgn' })?.locations?.[0]?.href).toBe(
      'http://cgn.localhost:3000/shop/c/jeans',
    );
    expect(resolve('page', { title: 'No route', brand: 'dal' })).toBeNull();
    expect(resolve('page', { title: 'Bad brand', route: '/', brand: 'zzz' })).toBeNull();
  });

  it('shows brand settings on the home page and bag content in the bag', () => {
    expect(resolve('brandSettings', { brand: 'jdw' })?.locations).toEqual([
      { title: 'Jadeworth home page', href: 'http://jdw.localhost:3000/' },
    ]);
    expect(resolve('bagContent', { brand: 'dal' })?.locations?.[0]?.href).toBe('http://dal.localhost:3000/shop/bag');
  });

  it('shows a product template on the product editors picked, a listing template on its category', () => {
    expect(resolve('productTemplate', { brand: 'dal', title: 'Dalby product page', product: 'DA162339' })).toEqual({
      locations: [{ title: 'Dalby product page on DA162339', href: 'http://dal.localhost:3000/shop/p/da162339' }],
    });
    expect(resolve('productTemplate', { brand: 'dal', title: 'No product' })?.locations).toEqual([]);
    expect(resolve('productContent', { brand: 'cgn', product: 'CG100001' })?.locations?.[0]?.href).toBe(
      'http://cgn.localhost:3000/shop/p/cg100001',
    );
    expect(resolve('listingTemplate', { brand: 'fw', category: 'jeans', preview: 'tops' })?.locations?.[0]?.href).toBe(
      'http://fw.localhost:3000/shop/c/jeans',
    );
    expect(resolve('listingTemplate', { brand: 'fw', preview: 'tops' })?.locations?.[0]?.href).toBe(
      'http://fw.localhost:3000/shop/c/tops',
    );
  });

  it('shows a checkout template on the delivery and payment steps of its brand', () => {
    expect(resolve('checkoutTemplate', { brand: 'fsp', title: 'Finespun checkout' })?.locations).toEqual([
      { title: 'Delivery step', href: 'http://fsp.localhost:3000/checkout/delivery-method' },
      { title: 'Payment step', href: 'http://fsp.localhost:3000/checkout/payment' },
    ]);
    expect(resolve('checkoutTemplate', { title: 'No brand' })).toBeNull();
  });

  it('shows a search template on its preview search and on a search with no results', () => {
    expect(resolve('searchTemplate', { brand: 'awl', title: 'Ashwell search', query: 'summer dress' })).toEqual({
      locations: [
        {
          title: 'Ashwell search: results for “summer dress”',
          href: 'http://awl.localhost:3000/shop/s?q=summer%20dress',
        },
        { title: 'Ashwell search: no results', href: 'http://awl.localhost:3000/shop/s?q=zzxqv' },
      ],
    });
    expect(resolve('searchTemplate', { brand: 'awl', title: 'Ashwell search' })?.locations).toHaveLength(1);
    expect(resolve('searchTemplate', { title: 'No brand' })).toBeNull();
  });
});

describe('structure', () => {
  it('has a brand-scoped template for every section type', () => {
    const templates = brandTemplates([]);
    expect(templates.map((template) => template.schemaType)).toEqual(brandSections.map((section) => section.type));
    const page = templates.find((template) => template.schemaType === 'page');
    expect(typeof page?.value === 'function' && page.value({ brand: 'dal' }, {} as never)).toEqual({ brand: 'dal' });
  });
});

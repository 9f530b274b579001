import { describe, expect, it } from 'vitest';
import { type BrandCode, brandCodes, brandForHost, brands, getBrand, isBrandCode, normaliseHost } from './brands.ts';

describe('brands', () => {
  it('lists the nine brands from the spec, in order, once each', () => {
    expect(brands.map((b) => b.code)).toEqual(['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma']);
    expect(brandCodes).toEqual(brands.map((b) => b.code));
  });

  it('names each brand and its credit brand "<Name> Pay"', () => {
    expect(brands.map((b) => [b.name, b.creditBrandName])).toEqual([
      ['Dalby', 'Dalby Pay'],
      ['Cogan', 'Cogan Pay'],
      ['Jadeworth', 'Jadeworth Pay'],
      ['Ashwell', 'Ashwell Pay'],
      ['Fairway', 'Fairway Pay'],
      ['Inhome', 'Inhome Pay'],
      ['Finespun', 'Finespun Pay'],
      ['Clearhouse', 'Clearhouse Pay'],
      ['Palmer', 'Palmer Pay'],
    ]);
  });

  it('names the lender behind each credit brand, complete: legal name, registered office, company number, FCA number', () => {
    expect(Object.fromEntries(brands.map((b) => [b.code, b.lender.legalName]))).toEqual({
      dal: 'Northgate Retail Credit Limited',
      cgn: 'Northgate Retail Credit Limited',
      jdw: 'Northgate Retail Credit Limited',
      awl: 'Northgate Retail Credit Limited',
      fw: 'Northgate Retail Credit Limited',
      ihm: 'Harcourt Home Finance Limited',
      fsp: 'Northgate Retail Credit Limited',
      ccl: 'Northgate Retail Credit Limited',
      pma: 'Harcourt Home Finance Limited',
    });
    expect(getBrand('pma').lender).toEqual({
      legalName: 'Harcourt Home Finance Limited',
      registeredAddress: 'Canal House, 40 Whitworth Street, Manchester M1 3NR',
      companyNumber: '06182934',
      fcaFirmReference: '781226',
      telephone: '0161 496 0620',
    });
    const lenders = new Map(brands.map((b) => [b.lender.legalName, b.lender]));
    for (const lender of lenders.values()) {
      expect(lender.legalName).toMatch(/ Limited$/);
      // A UK postcode ends the registered office.
      expect(lender.registeredAddress).toMatch(/, [A-Za-z ]+ [A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(lender.companyNumber).toMatch(/^\d{8}$/);
      expect(lender.fcaFirmReference).toMatch(/^\d{6}$/);
      // Ofcom's drama ranges: no real line is ever printed on an agreement.
      expect(lender.telephone).toMatch(/^0(113|161) 496 0\d{3}$/);
      expect(JSON.stringify(lender)).not.toMatch(/placeholder|example|todo|xxx/i);
    }
    // One company, one set of registration numbers.
    expect(new Set([...lenders.values()].map((l) => l.companyNumber)).size).toBe(lenders.size);
    expect(new Set([...lenders.values()].map((l) => l.fcaFirmReference)).size).toBe(lenders.size);
  });

  it('gives loyalty schemes only to the brands that run one', () => {
    const loyalty = Object.fromEntries(brands.map((b) => [b.code, b.loyaltyName]));
    expect(loyalty).toEqual({
      dal: 'Dalby Perks',
      cgn: null,
      jdw: 'Jadeworth Rewards',
      awl: 'Ashwell Perks',
      fw: null,
      ihm: 'Inhome Rewards',
      fsp: null,
      ccl: null,
      pma: 'Palmer Perks',
    });
  });

  it('has audiences from the architecture table', () => {
    expect(getBrand('dal').audience).toBe("women's plus-size fashion");
    expect(getBrand('cgn').audience).toBe("men's big and tall");
    expect(getBrand('ihm').audience).toBe('home and furniture');
    expect(getBrand('pma').audience).toBe('premium menswear');
  });

  it('uses unique two-letter uppercase prefixes', () => {
    const prefixes = brands.map((b) => b.prefix);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{2}$/);
    expect(new Set(prefixes).size).toBe(brands.length);
  });

  it('derives trading title ids from the code and site ids from the uppercased name', () => {
    expect(brands.map((b) => [b.tradingTitleId, b.siteId])).toEqual([
      ['DAL', 'DALBY'],
      ['CGN', 'COGAN'],
      ['JDW', 'JADEWORTH'],
      ['AWL', 'ASHWELL'],
      ['FW', 'FAIRWAY'],
      ['IHM', 'INHOME'],
      ['FSP', 'FINESPUN'],
      ['CCL', 'CLEARHOUSE'],
      ['PMA', 'PALMER'],
    ]);
  });

  it('has shop copy and a search placeholder for every brand', () => {
    for (const b of brands) {
      expect(b.description.length).toBeGreaterThan(40);
      expect(b.description.length).toBeLessThan(200);
      expect(b.searchPlaceholder).toMatch(/^Search .+…$/);
    }
  });

  it('serves each brand on <code>.localhost and its production hostname, with no hostname shared', () => {
    expect(getBrand('dal').hostnames).toEqual(['dal.localhost', 'www.dalby.co.uk']);
    expect(getBrand('pma').canonicalHostname).toBe('www.palmer.co.uk');
    const all = brands.flatMap((b) => b.hostnames);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is immutable at runtime', () => {
    const dalby = getBrand('dal') as { name: string };
    expect(() => {
      dalby.name = 'Other';
    }).toThrow(TypeError);
    expect(Object.isFrozen(brands)).toBe(true);
  });
});

describe('isBrandCode and getBrand', () => {
  it('accepts exactly the nine codes', () => {
    for (const code of brandCodes) expect(isBrandCode(code)).toBe(true);
    for (const value of ['DAL', ' dal', 'dalby', '', 'toString', '__proto__', 'constructor', null, undefined, 1, {}]) {
      expect(isBrandCode(value)).toBe(false);
    }
  });

  it('finds a brand by code and refuses an unknown one', () => {
    expect(getBrand('fsp').name).toBe('Finespun');
    expect(() => getBrand('xyz' as BrandCode)).toThrow(RangeError);
  });
});

describe('brandForHost', () => {
  it('resolves <code>.localhost with or without a port, in any case', () => {
    expect(brandForHost('dal.localhost')?.code).toBe('dal');
    expect(brandForHost('cgn.localhost:3000')?.code).toBe('cgn');
    expect(brandForHost('JDW.LocalHost:3000')?.code).toBe('jdw');
    expect(brandForHost(' fw.localhost ')?.code).toBe('fw');
    expect(brandForHost('ihm.localhost.:3000')?.code).toBe('ihm');
  });

  it('resolves every configured hostname to its brand', () => {
    for (const b of brands) {
      for (const host of b.hostnames) expect(brandForHost(host)?.code).toBe(b.code);
      expect(brandForHost(`${b.canonicalHostname}:443`)?.code).toBe(b.code);
    }
  });

  it('gives plain localhost and 127.0.0.1 the default brand, or nothing without one', () => {
    expect(brandForHost('localhost:3000', { defaultBrand: 'awl' })?.code).toBe('awl');
    expect(brandForHost('127.0.0.1:3000', { defaultBrand: 'awl' })?.code).toBe('awl');
    expect(brandForHost('localhost:3000')).toBeNull();
    expect(brandForHost('127.0.0.1')).toBeNull();
    expect(brandForHost('localhost', { defaultBrand: '' })).toBeNull();
  });

  it('gives unknown hosts the default brand when one is configured, otherwise null', () => {
    expect(brandForHost('shop.example.com', { defaultBrand: 'ccl' })?.code).toBe('ccl');
    expect(brandForHost('shop.example.com')).toBeNull();
    expect(brandForHost('xyz.localhost')).toBeNull();
  });

  it('a configured brand host still wins over the default', () => {
    expect(brandForHost('pma.localhost:3000', { defaultBrand: 'dal' })?.code).toBe('pma');
  });

  it('never matches a hostile host by prefix, suffix or embedded text', () => {
    const hostile = [
      'dal.localhost.evil.com',
      'evil.com.dal.localhost',
      'evil-www.dalby.co.uk',
      'www.dalby.co.uk.evil.com',
      'dalby.co.uk',
      'www.dalby.co.uk@evil.com',
      'evil.com#www.dalby.co.uk',
      'www.dalby.co.uk/evil',
      'www.dalby.co.uk\r\nX-Injected: 1',
      'www.dalby.co.uk evil',
      'www.dalby.co.uk,evil.com',
      'dal.localhost:abc',
      'dal.localhost:3000:3000',
      'dal..localhost',
      '.dal.localhost',
      '[::1]:3000',
      '::1',
      '',
      '   ',
      `${'a'.repeat(300)}.dal.localhost`,
      'dal.localhost\u0000',
      'dаl.localhost', // Cyrillic "а"
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
    ];
    for (const host of hostile) {
      expect(brandForHost(host), host).toBeNull();
      expect(brandForHost(host, { defaultBrand: 'fw' })?.code, host).toBe('fw');
    }
  });

  it('tolerates a non-string host from untyped callers', () => {
    expect(brandForHost(undefined as unknown as string)).toBeNull();
    expect(brandForHost(null as unknown as string, { defaultBrand: 'dal' })?.code).toBe('dal');
  });

  it('resolves extra hosts before the built-in ones, normalising their keys', () => {
    const extraHosts: Record<string, BrandCode> = { 'Preview.Example.COM': 'fsp', 'dal.localhost': 'pma' };
    expect(brandForHost('preview.example.com:8443', { extraHosts })?.code).toBe('fsp');
    expect(brandForHost('dal.localhost', { extraHosts })?.code).toBe('pma');
    expect(brandForHost('cgn.localhost', { extraHosts })?.code).toBe('cgn');
    expect(brandForHost('constructor', { extraHosts })).toBeNull();
    expect(brandForHost('__proto__', { extraHosts: JSON.parse('{"__proto__":"dal"}') })?.code).toBeUndefined();
  });

  it('treats a default brand or extra host that is not a brand code as a configuration error', () => {
    expect(() => brandForHost('localhost', { defaultBrand: 'DAL' })).toThrow(/defaultBrand "DAL" is not a brand code/);
    expect(() => brandForHost('dal.localhost', { defaultBrand: 'nope' })).toThrow(RangeError);
    expect(() => brandForHost('a.example', { extraHosts: { 'b.example': 'zzz' as BrandCode } })).toThrow(RangeError);
  });
});

describe('normaliseHost', () => {
  it('lowercases and strips the port and a trailing dot', () => {
    expect(normaliseHost('WWW.Dalby.co.uk.:443')).toBe('www.dalby.co.uk');
    expect(normaliseHost('localhost')).toBe('localhost');
  });

  it('rejects anything that is not a plain hostname', () => {
    for (const host of [
      '',
      'a b',
      'user@host',
      '[::1]',
      'host/path',
      'a..b',
      '-a.example',
      'a.example-',
      'host:99999x',
    ]) {
      expect(normaliseHost(host), host).toBeNull();
    }
  });
});

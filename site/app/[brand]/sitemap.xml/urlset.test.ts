import { describe, expect, it } from 'vitest';
import { sitemapXml } from './urlset.ts';

describe('sitemapXml', () => {
  it('lists absolute, escaped URLs', () => {
    const xml = sitemapXml('https://dalby.example', ['/', '/shop/c/dresses', "/shop/s?q=a&b='x'"]);
    expect(xml).toContain('<loc>https://dalby.example/shop/c/dresses</loc>');
    expect(xml).toContain('<loc>https://dalby.example/shop/s?q=a&amp;b=&apos;x&apos;</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

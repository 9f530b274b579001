import { contentConfig } from '@shop/content/config';
import { imageUrlBuilder } from '@shop/content/image';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ICON, faviconLink } from './favicon.ts';

const build = imageUrlBuilder(contentConfig({ CONTENT_LAKE_URL: 'http://lake.test:3900' }));

describe('faviconLink', () => {
  it('is the built-in icon when the brand settings have none', () => {
    expect(faviconLink(null, build)).toEqual(BUILT_IN_ICON);
  });

  it('serves an SVG favicon from the lake as it is', () => {
    const link = faviconLink({ assetId: 'image-abc123-32x32-svg', type: 'image/svg+xml' }, build);
    expect(link.type).toBe('image/svg+xml');
    expect(link.url).toMatch(/^http:\/\/lake\.test:3900\/images\/[^/]+\/[^/]+\/abc123-32x32\.svg/);
    expect(link.url).not.toContain('w=');
  });

  it('asks the lake for a PNG favicon cut square at 64 px, as PNG', () => {
    const url = new URL(faviconLink({ assetId: 'image-abc123-512x512-png', type: 'image/png' }, build).url);
    expect(url.pathname).toMatch(/abc123-512x512\.png$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '64', h: '64', fit: 'crop', fm: 'png' });
  });
});

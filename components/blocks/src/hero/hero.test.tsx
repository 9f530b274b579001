import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-support.tsx';
import { Hero } from './hero.tsx';
import { type HeroBlock, heroData } from './query.ts';

const raw = {
  _key: 'h1',
  _type: 'hero',
  heading: 'New-season dresses',
  subheading: 'Cut to fit and flatter, sizes 14 to 32.',
  image: {
    alt: 'A woman in a green wrap dress',
    hotspot: { x: 0.5, y: 0.4, width: 0.3, height: 0.3 },
    crop: null,
    asset: { _id: 'image-abc123-1600x1200-jpg', url: null, width: 1600, height: 1200, lqip: null },
  },
  cta: { label: 'Shop dresses', href: '/shop/c/dresses' },
  tone: 'accent',
};

describe('hero block', () => {
  it('renders its heading, copy, call to action and picture', async () => {
    const block: HeroBlock = heroData.parse(raw);
    await renderBlock(Hero, block, { headingLevel: 1 });
    const region = screen.getByRole('region', { name: 'New-season dresses' });
    expect(within(region).getByRole('heading', { level: 1, name: 'New-season dresses' })).toBeTruthy();
    expect(within(region).getByText('Cut to fit and flatter, sizes 14 to 32.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Shop dresses' }).getAttribute('href')).toBe('/shop/c/dresses');
    const img = within(region).getByRole('img', { name: 'A woman in a green wrap dress' });
    expect(img.getAttribute('src')).toContain('abc123-1600x1200.jpg');
    expect(img.getAttribute('src')).toContain('w=960');
    expect(img.getAttribute('srcset')).toContain('1280w');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('uses an h2 below the page heading, and the brand tone when none is chosen', async () => {
    const block = heroData.parse({ ...raw, tone: null, image: null, cta: null, subheading: null });
    expect(block.tone).toBe('brand');
    await renderBlock(Hero, block);
    expect(screen.getByRole('heading', { level: 2, name: 'New-season dresses' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('marks the block and its fields for click-to-edit in preview', async () => {
    const block = heroData.parse(raw);
    const { container } = await renderBlock(Hero, block, {
      context: { dataAttribute: (path) => `id=page-home-dal;path=${path}` },
    });
    expect(container.querySelector('section')?.getAttribute('data-sanity')).toBe(
      'id=page-home-dal;path=blocks[_key=="h1"]',
    );
    expect(screen.getByRole('heading').getAttribute('data-sanity')).toContain('.heading');
  });

  it('accepts the image as a raw asset reference too, and drops an image with no asset', async () => {
    const block = heroData.parse({
      ...raw,
      image: { alt: '', asset: { _ref: 'image-def456-800x600-png', _type: 'reference' } },
    });
    await renderBlock(Hero, block);
    expect(screen.getByRole('presentation').getAttribute('src')).toContain('def456-800x600.png');
    expect(heroData.parse({ ...raw, image: { alt: 'x', asset: null } }).image).toBeNull();
  });

  it('refuses data without a heading, and unsafe links', () => {
    expect(heroData.safeParse({ ...raw, heading: '  ' }).success).toBe(false);
    expect(heroData.safeParse({ ...raw, heading: undefined }).success).toBe(false);
    expect(heroData.parse({ ...raw, cta: { label: 'x', href: 'javascript:alert(1)' } }).cta).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockRegistry, findBlock, pageBuilderField, pageBuilderProjection } from './registry.ts';
import { blockSchemas, blockSchemaTypes } from './schemas.ts';
import { renderBlocks } from './test-support.tsx';
import type { BlockReport, SkippedBlock } from './types.ts';

const types = Object.keys(blockRegistry);

// A commerce read that can be made to fail, to prove one failing block does not take the page down.
const clock = vi.hoisted(() => ({ broken: false }));
vi.mock('@shop/commerce/delivery/cutoff', async (importOriginal) => {
  const real = await importOriginal<typeof import('@shop/commerce/delivery/cutoff')>();
  return {
    ...real,
    nextDayCutoff: (now: Date) => {
      if (clock.broken) throw new Error('cut-off service unavailable');
      return real.nextDayCutoff(now);
    },
  };
});

describe('block registry', () => {
  it('has every block the CMS page model asks for', () => {
    expect(types.sort()).toEqual(
      [
        'bagInformation',
        'bagNotifications',
        'categoryTiles',
        'creditExplanation',
        'deliveryCountdown',
        'deliveryPromotion',
        'emptyBagMessage',
        'faqAccordion',
        'hero',
        'newsletterSignup',
        'productCarousel',
        'productGrid',
        'promoBanner',
        'richText',
        'sizeGuide',
      ].sort(),
    );
  });

  it('names each entry after its schema type, with a preview, and matches the Studio-safe schema list', () => {
    expect(Object.keys(blockSchemas).sort()).toEqual([...types].sort());
    for (const [type, block] of Object.entries(blockRegistry)) {
      expect(block.schema.name).toBe(type);
      expect(block.schema.type).toBe('object');
      expect(block.schema).toHaveProperty('preview');
      expect(blockSchemaTypes).toContain(block.schema);
    }
  });

  it('offers every registry type in the page-builder field', () => {
    expect(pageBuilderField.name).toBe('blocks');
    expect(pageBuilderField.type).toBe('array');
    const members = (pageBuilderField.of ?? []).map((member) => member.type);
    expect(members.sort()).toEqual([...types].sort());
  });

  it('projects every registry type in the page query, always with _key and _type', () => {
    expect(pageBuilderProjection.startsWith('blocks[]{ _key, _type, ')).toBe(true);
    for (const [type, block] of Object.entries(blockRegistry)) {
      expect(pageBuilderProjection).toContain(`_type == "${type}" => { ${block.projection} }`);
    }
    // Balanced braces: one malformed projection would break the whole page query.
    const opens = pageBuilderProjection.split('{').length;
    expect(pageBuilderProjection.split('}').length).toBe(opens);
  });

  it('finds registered types only', () => {
    expect(findBlock('hero')).toBe(blockRegistry.hero);
    expect(findBlock('toString')).toBeUndefined();
    expect(findBlock('carousel3d')).toBeUndefined();
    expect(findBlock(undefined)).toBeUndefined();
  });
});

describe('BlockRenderer', () => {
  const hero = { _key: 'a', _type: 'hero', heading: 'Summer sale', tone: 'brand' };
  const faq = {
    _key: 'b',
    _type: 'faqAccordion',
    title: 'Delivery questions',
    items: [{ _key: 'q1', question: 'When will it arrive?', answer: 'Usually in 3 to 5 working days.' }],
  };

  it('renders known blocks in order', async () => {
    const { container, warnings } = await renderBlocks([hero, faq]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Summer sale', 'Delivery questions']);
    expect(container.querySelectorAll('section').length).toBe(2);
    expect(warnings).toEqual([]);
  });

  it('makes the first block the page heading when the page has none of its own', async () => {
    await renderBlocks([hero, faq], { pageHeading: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Summer sale');
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery questions' })).toBeTruthy();
  });

  it('skips an unknown block type with a warning, keeping the rest of the page', async () => {
    const { warnings } = await renderBlocks([{ _key: 'x', _type: 'carousel3d', slides: [] }, hero]);
    expect(screen.getByRole('heading', { name: 'Summer sale' })).toBeTruthy();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('unknown block type');
    expect(warnings[0]).toContain('carousel3d');
    expect(warnings[0]).toContain('page-home-dal');
  });

  it('skips blocks without a key, and non-objects, with warnings', async () => {
    const { warnings, container } = await renderBlocks([{ _type: 'hero', heading: 'No key' }, null, 'hero', 42]);
    expect(container.textContent).toBe('');
    expect(warnings).toHaveLength(4);
  });

  it.each(types)('skips a %s block whose required fields are missing, with a warning', async (type) => {
    const { container, warnings } = await renderBlocks([{ _key: 'k1', _type: type }]);
    expect(container.textContent).toBe('');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`(${type}, key k1)`);
  });

  it('renders nothing for a missing block array', async () => {
    const { container, warnings } = await renderBlocks(null);
    expect(container.textContent).toBe('');
    expect(warnings).toEqual([]);
  });

  it('drops a block that fails while rendering and logs the error, keeping the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    clock.broken = true;
    try {
      await renderBlocks([{ _key: 'c', _type: 'deliveryCountdown', heading: 'Want it tomorrow?' }, hero]);
    } finally {
      clock.broken = false;
    }
    expect(screen.getByRole('heading', { name: 'Summer sale' })).toBeTruthy();
    expect(screen.queryByText('Want it tomorrow?')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('failed to render'), expect.any(Error));
    error.mockRestore();
  });

  it('reports a left-out block through the context’s report, with its place, type, key and document as fields', async () => {
    const reported: Array<[string, SkippedBlock]> = [];
    const report: BlockReport = (level, skipped) => reported.push([level, skipped]);
    clock.broken = true;
    try {
      await renderBlocks(
        [{ _key: 'x', _type: 'carousel3d' }, { _key: 'c', _type: 'deliveryCountdown', heading: 'Soon' }, hero],
        { report },
      );
    } finally {
      clock.broken = false;
    }
    expect(screen.getByRole('heading', { name: 'Summer sale' })).toBeTruthy();
    expect(reported.map(([level, { index, type, key, reason }]) => ({ level, index, type, key, reason }))).toEqual([
      { level: 'warn', index: 0, type: 'carousel3d', key: 'x', reason: 'unknown block type' },
      { level: 'error', index: 1, type: 'deliveryCountdown', key: 'c', reason: 'it failed to render' },
    ]);
    expect(reported[1]?.[1]).toMatchObject({ brand: 'dal', documentId: 'page-home-dal', error: expect.any(Error) });
  });

  it('passes click-to-edit attributes through to each block root', async () => {
    const { container } = await renderBlocks([hero], {
      dataAttribute: (path) => `id=page-home-dal;type=page;path=${path}`,
    });
    expect(container.querySelector('[data-sanity]')?.getAttribute('data-sanity')).toBe(
      'id=page-home-dal;type=page;path=blocks[_key=="a"]',
    );
  });
});

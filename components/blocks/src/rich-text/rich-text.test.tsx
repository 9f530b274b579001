import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { richTextData } from './query.ts';
import { RichText } from './rich-text.tsx';

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text.slice(0, 8), text, marks });

const body = [
  { _type: 'block', _key: 'p1', style: 'normal', markDefs: [], children: [span('We deliver across the UK.')] },
  { _type: 'block', _key: 'h', style: 'h2', markDefs: [], children: [span('Returns')] },
  {
    _type: 'block',
    _key: 'p2',
    style: 'normal',
    markDefs: [
      { _type: 'link', _key: 'l1', href: '/help/returns' },
      { _type: 'link', _key: 'l2', href: 'javascript:alert(1)' },
    ],
    children: [
      span('Read our '),
      { _type: 'span', _key: 's2', text: 'returns policy', marks: ['l1'] },
      span(' or '),
      { _type: 'span', _key: 's3', text: 'this bad link', marks: ['l2'] },
      { _type: 'span', _key: 's4', text: ' today', marks: ['strong'] },
    ],
  },
  {
    _type: 'block',
    _key: 'li1',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [span('Free returns')],
  },
  {
    _type: 'block',
    _key: 'li2',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [span('28 days')],
  },
];

describe('rich text block', () => {
  it('renders paragraphs, headings below the block title, lists and safe links', async () => {
    await renderBlock(
      RichText,
      richTextData.parse({ _key: 'r1', _type: 'richText', title: 'Delivery and returns', body }),
    );
    const region = screen.getByRole('region', { name: 'Delivery and returns' });
    expect(within(region).getByText('We deliver across the UK.').tagName).toBe('P');
    expect(within(region).getByRole('heading', { level: 3, name: 'Returns' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'returns policy' }).getAttribute('href')).toBe('/help/returns');
    expect(within(region).queryByRole('link', { name: 'this bad link' })).toBeNull();
    expect(within(region).getByText(/Read our/).textContent).toBe('Read our returns policy or this bad link today');
    expect(within(region).getByText('today').tagName).toBe('STRONG');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free returns', '28 days']);
  });

  it('uses h2 for headings in the text when the block has no title', async () => {
    await renderBlock(RichText, richTextData.parse({ _key: 'r2', _type: 'richText', title: null, body }));
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
  });

  it('is skipped with a warning by the renderer when its text is empty', async () => {
    const { container, warnings } = await renderBlocks([{ _key: 'r3', _type: 'richText', title: 'Empty', body: [] }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('body');
  });
});

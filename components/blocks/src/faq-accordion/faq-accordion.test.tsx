import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { faqAccordionData } from './query.ts';

const block = faqAccordionData.parse({
  _key: 'f1',
  _type: 'faqAccordion',
  title: 'Delivery FAQs',
  items: [
    { _key: 'q1', question: 'How much is delivery?', answer: 'Standard delivery is £4.99, free over £50.' },
    { _key: 'q2', question: '', answer: 'Half-written' },
    { _key: 'q3', question: 'Can I collect from a store?', answer: 'Yes, from over 5,000 parcel shops.' },
  ],
});

describe('FAQ accordion block', () => {
  it('shows each complete question as a collapsed button inside a heading', async () => {
    await renderBlock(FaqAccordion, block);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery FAQs' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'How much is delivery?',
      'Can I collect from a store?',
    ]);
    const button = screen.getByRole('button', { name: 'How much is delivery?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Half-written')).toBeNull();
  });

  it('marks each question and answer for click-to-edit in preview, and nothing without preview', async () => {
    const { container } = await renderBlock(FaqAccordion, block, {
      context: { dataAttribute: (path) => `id=page.dal.delivery;path=${path}` },
    });
    const marked = [...container.querySelectorAll('[data-sanity]')].map((node) => node.getAttribute('data-sanity'));
    expect(marked).toEqual(
      expect.arrayContaining([
        'id=page.dal.delivery;path=blocks[_key=="f1"]',
        'id=page.dal.delivery;path=blocks[_key=="f1"].title',
        'id=page.dal.delivery;path=blocks[_key=="f1"].items[_key=="q1"].question',
        'id=page.dal.delivery;path=blocks[_key=="f1"].items[_key=="q3"].answer',
      ]),
    );
  });

  it('renders no editing attributes outside preview', async () => {
    const { container } = await renderBlock(FaqAccordion, block);
    expect(container.querySelectorAll('[data-sanity]')).toHaveLength(0);
  });

  it('opens and closes an answer when its question is pressed', async () => {
    await renderBlock(FaqAccordion, block);
    const button = screen.getByRole('button', { name: 'How much is delivery?' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('Standard delivery is £4.99, free over £50.');
    expect(panel?.hidden).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('is skipped with a warning by the renderer when no question is complete', async () => {
    const { container, warnings } = await renderBlocks([
      { _key: 'f2', _type: 'faqAccordion', title: 'FAQ', items: [{ _key: 'a', question: 'Why?' }] },
    ]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('items');
  });
});

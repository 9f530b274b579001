import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';
import { EMAIL_FORMAT_ERROR, EMAIL_MISSING_ERROR, GENERIC_ERROR } from './newsletter-signup-client.tsx';
import { newsletterSignupData } from './query.ts';

const block = newsletterSignupData.parse({
  _key: 'ns1',
  _type: 'newsletterSignup',
  heading: 'Be first to know',
  text: 'New arrivals, offers and style edits, straight to your inbox.',
  buttonLabel: 'Sign me up',
  privacyNote: 'You can unsubscribe at any time.',
});

async function submit(email: string) {
  await renderBlock(NewsletterSignup, block);
  const input = screen.getByRole('textbox', { name: 'Email address' });
  fireEvent.change(input, { target: { value: email } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

afterEach(() => vi.unstubAllGlobals());

describe('newsletter sign-up block', () => {
  it('renders a labelled email field described by the privacy note', async () => {
    await renderBlock(NewsletterSignup, block);
    const region = screen.getByRole('region', { name: 'Be first to know' });
    const input = within(region).getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    const note = within(region).getByText('You can unsubscribe at any time.');
    expect(input.getAttribute('aria-describedby')).toContain(note.id);
    expect(within(region).getByRole('button', { name: 'Sign me up' })).toBeTruthy();
  });

  it('posts the address to /api/newsletter and shows the answer', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 'SUBSCRIBED', message: 'Thanks for signing up.' }));
    vi.stubGlobal('fetch', fetchMock);
    await submit('jo@example.com');
    expect((await screen.findByRole('status')).textContent).toBe('Thanks for signing up.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'jo@example.com' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the format error on the field when the server refuses the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'INVALID_EMAIL' }, { status: 400 })),
    );
    await submit('jo@localhost');
    expect(await screen.findByText(EMAIL_FORMAT_ERROR)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the address before sending: a missing or malformed one is marked on the field, which takes focus', async () => {
    const fetchMock = vi.fn(async () => Response.json({ message: 'Thanks for signing up.' }));
    vi.stubGlobal('fetch', fetchMock);
    await submit('');
    const input = screen.getByRole('textbox', { name: 'Email address' });
    const missing = screen.getByText(EMAIL_MISSING_ERROR);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(missing.id);
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: 'not-an-email' } });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByText(EMAIL_FORMAT_ERROR)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the generic error when the service fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 })),
    );
    await submit('jo@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_ERROR);
  });

  it('is skipped with a warning by the renderer without a heading', async () => {
    const { container, warnings } = await renderBlocks([{ _key: 'ns2', _type: 'newsletterSignup', heading: null }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('heading');
  });
});

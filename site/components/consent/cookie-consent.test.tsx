// @vitest-environment jsdom
import { consentCopy } from '@shop/content/brand-shell';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieConsent, CookieSettingsButton } from './cookie-consent-client.tsx';

const copy = consentCopy({
  heading: 'Cookies at Dalby',
  body: 'We use cookies.',
  policyLink: '/help/cookies',
  acceptLabel: null,
  rejectLabel: null,
  manageLabel: null,
  saveLabel: null,
  categories: [{ _key: 'k', category: 4, title: 'Picked for you', description: 'Recommendations.' }],
});

afterEach(() => {
  cleanup();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the page's cookies.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

/** `undecided`: what the server read from the request's cookies (no choice yet, on a first visit). */
function renderBanner(undecided = true) {
  return render(
    <>
      <CookieConsent copy={copy} undecided={undecided} />
      <footer>
        <CookieSettingsButton />
      </footer>
    </>,
  );
}

describe('CookieConsent', () => {
  it('is in the server’s HTML when the request carried no choice, and not when it did', () => {
    expect(renderToString(<CookieConsent copy={copy} undecided />)).toContain('We use cookies.');
    expect(renderToString(<CookieConsent copy={copy} undecided={false} />)).toBe('');
  });

  it('asks on a first visit, with the CMS copy, and remembers "reject"', async () => {
    renderBanner();
    const region = await screen.findByRole('region', { name: 'Cookies at Dalby' });
    expect(region.textContent).toContain('We use cookies.');
    fireEvent.click(screen.getByRole('button', { name: 'Reject optional cookies' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(decodeURIComponent(document.cookie)).toContain('cookieConsent=v1:1');
    cleanup();
    // A later page with the choice made: no banner, even if the server's page said there was no choice (a cached
    // page, or a choice made in another tab since).
    renderBanner(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lets the shopper pick categories, 1 always on, and "Cookie settings" re-opens it with focus on it', async () => {
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage settings' }));
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.value, box.checked, box.disabled])).toEqual([
      ['1', true, true],
      ['2', false, false],
      ['3', false, false],
      ['4', false, false],
      ['5', false, false],
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Picked for you' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(decodeURIComponent(document.cookie)).toContain('cookieConsent=v1:1.4');
    expect(screen.queryByRole('region')).toBeNull();

    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    settings.focus();
    fireEvent.click(settings);
    const heading = await screen.findByRole('heading', { name: 'Cookies at Dalby' });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByRole('checkbox', { name: 'Picked for you' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(heading, { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(settings);
  });
});

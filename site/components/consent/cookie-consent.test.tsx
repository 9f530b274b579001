// @vitest-environment jsdom
import { consentCopy } from '@shop/content/brand-shell';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { consentDecidedScript } from '@/lib/consent/consent.ts';
import { CookieConsent, CookieSettingsButton } from './cookie-consent-client.tsx';
import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_PENDING_ATTRIBUTE } from './decided-attribute.ts';

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

function renderBanner() {
  return render(
    <>
      <CookieConsent copy={copy} />
      <footer>
        <CookieSettingsButton />
      </footer>
    </>,
  );
}

describe('CookieConsent', () => {
  it('is in the server’s HTML for every visitor, pending until it has read the cookie in the browser', async () => {
    const html = renderToString(<CookieConsent copy={copy} />);
    expect(html).toContain('We use cookies.');
    expect(html).toContain(`${CONSENT_PENDING_ATTRIBUTE}=""`);
    renderBanner();
    const region = await screen.findByRole('region', { name: 'Cookies at Dalby' });
    await waitFor(() => expect(region.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(false));
  });

  it('the head’s script marks the page before it paints when, and only when, the cookies hold a choice', () => {
    const run = () => {
      document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
      new Function(consentDecidedScript())();
      return document.documentElement.hasAttribute(CONSENT_DECIDED_ATTRIBUTE);
    };
    expect(run()).toBe(false);
    for (const [value, decided] of [
      ['v2:1', false],
      ['v1:', false],
      ['v1:9', false],
      ['v1:1', true],
      [encodeURIComponent('v1:1.4'), true],
    ] as const) {
      // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the script reads.
      document.cookie = `cookieConsent=${value}; Path=/`;
      expect([value, run()]).toEqual([value, decided]);
    }
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'xcookieConsent=v1:1; Path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'cookieConsent=; Path=/; Max-Age=0';
    expect(run()).toBe(false);
    document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
  });

  it('asks on a first visit, with the CMS copy, and remembers "reject"', async () => {
    renderBanner();
    const region = await screen.findByRole('region', { name: 'Cookies at Dalby' });
    expect(region.textContent).toContain('We use cookies.');
    fireEvent.click(screen.getByRole('button', { name: 'Reject optional cookies' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(decodeURIComponent(document.cookie)).toContain('cookieConsent=v1:1');
    cleanup();
    // A later page with the choice made: no banner, though the server's page (the same for every visitor) has it.
    renderBanner();
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

// @vitest-environment jsdom
import type { ReviewForm } from '@shop/commerce/reviews/provider';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime.js';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { Profile } from '@/lib/auth-client/flags.ts';
import { ME_KEY } from '@/lib/auth-client/use-session.ts';
import { WriteReview } from './write-review-client.tsx';

// Who the shopper is, as the page asks (GET /api/auth/me: their profile, or 204 for a guest).
const signedIn = { value: true };
const PROFILE: Profile = {
  claims: { customerReferenceAccountId: 'acc-1', rememberMe: false },
  timeouts: { accessTokenExpiresAt: 4_102_444_800, refreshExpiresin: 3600 },
  jti: 'jti-1',
};

const FORM: ReviewForm = {
  productId: 'DA100001',
  productName: 'Wrap Dress',
  fields: [
    { id: 'rating', type: 'rating', label: 'Overall rating', required: true, min: 1, max: 5 },
    { id: 'title', type: 'text', label: 'Review title', required: true, minLength: 2, maxLength: 100 },
    { id: 'reviewText', type: 'textarea', label: 'Your review', required: true, minLength: 20, maxLength: 5000 },
    { id: 'nickname', type: 'text', label: 'Nickname', required: true, minLength: 2, maxLength: 25 },
    {
      id: 'fit',
      type: 'select',
      label: 'How does it fit?',
      required: false,
      options: [
        { value: 'small', label: 'Runs small' },
        { value: 'true', label: 'True to size' },
      ],
    },
    {
      id: 'photos',
      type: 'photos',
      label: 'Add photos',
      required: false,
      max: 6,
      maxBytes: 10 * 1024 * 1024,
      accept: ['image/jpeg', 'image/png', 'image/webp'],
    },
    { id: 'agreedToTermsAndConditions', type: 'boolean', label: 'I agree to the review terms', required: true },
  ],
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signedIn.value = true;
});

/** The page's calls: the session answered here, the review calls by `reviews` (which records them). */
function serve(reviews: Mock = vi.fn()) {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    url === ME_KEY
      ? Promise.resolve(signedIn.value ? Response.json(PROFILE) : new Response(null, { status: 204 }))
      : reviews(url, init),
  );
}

/** On the product page (Next.js's pathname context), with a session cache of its own. */
function show(photoUpload = true) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PathnameContext.Provider value="/shop/p/da100001">
        <WriteReview productNumber="DA100001" productName="Wrap Dress" photoUpload={photoUpload} />
      </PathnameContext.Provider>
    </SWRConfig>,
  );
}

async function openForm(fetch: Mock, photoUpload = true) {
  serve(fetch);
  show(photoUpload);
  fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
  return screen.findByRole('form', { name: 'Review the wrap dress' });
}

describe('WriteReview', () => {
  it('a guest is offered sign-in, back to the reviews', async () => {
    signedIn.value = false;
    serve();
    show();
    expect((await screen.findByRole('link', { name: 'Sign in to write a review' })).getAttribute('href')).toBe(
      `/api/sign-in?redirectTo=${encodeURIComponent('/shop/p/da100001#reviews')}`,
    );
  });

  it('builds the form from the definition and sends the review text URI-encoded (spec §5)', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, FORM))
      .mockResolvedValueOnce(answer(201, { submissionId: 'r-1', status: 'PENDING' }));
    await openForm(fetch);
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Review title'), { target: { value: 'Lovely' } });
    const text = 'Soft & warm; 100% worth it.\nWould buy again — honestly.';
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: text } });
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Jo' } });
    fireEvent.change(screen.getByLabelText('How does it fit? (optional)'), { target: { value: 'true' } });
    fireEvent.click(screen.getByLabelText('I agree to the review terms'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Thank you'));
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/reviews/submitReview');
    const sent = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ productId: 'DA100001', rating: 4, title: 'Lovely', fit: 'true', photoIds: [] });
    expect(sent.reviewText).toBe(encodeURIComponent(text));
    expect(sent.agreedToTermsAndConditions).toBe(true);
  });

  it('lists the platform’s field errors in a summary that takes focus, each linked to its field', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, FORM))
      .mockResolvedValueOnce(
        answer(400, {
          code: 'INVALID_REVIEW',
          message: 'The review has errors',
          fieldErrors: [{ field: 'rating', message: 'Choose a rating from 1 to 5 stars.' }],
        }),
      );
    await openForm(fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = screen.getByRole('link', { name: 'Choose a rating from 1 to 5 stars.' });
    expect(document.querySelector(link.getAttribute('href') ?? '#none')).toBe(screen.getByLabelText('1 star'));
  });

  it('a photo over 10 MB is refused before it is sent; a refused upload shows the platform’s reason', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, FORM))
      .mockResolvedValueOnce(answer(415, { message: 'The file is not a JPEG, PNG or WebP photo.' }));
    await openForm(fetch);
    const input = screen.getByLabelText('Add photos (optional)');
    const huge = new File([new Uint8Array(8)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('huge.jpg: The photo is larger than 10 MB. Choose a smaller photo.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'scan.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('scan.jpg: The file is not a JPEG, PNG or WebP photo.')).toBeTruthy();
    expect((fetch.mock.calls[1] as [string])[0]).toBe('/api/reviews/uploadPhoto');
  });

  it('without the photo switch the form asks for no photos', async () => {
    await openForm(vi.fn().mockResolvedValueOnce(answer(200, FORM)), false);
    expect(screen.queryByLabelText('Add photos (optional)')).toBeNull();
  });
});

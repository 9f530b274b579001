// @vitest-environment jsdom
import type { ReviewForm } from '@shop/commerce/reviews/provider';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const signedIn = vi.hoisted(() => ({ value: true }));
vi.mock('@/lib/auth-client/use-session.ts', () => ({
  useSession: () => ({ isSignedIn: signedIn.value, isLoading: false }),
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/shop/p/da100001' }));

const { WriteReview } = await import('./write-review-client.tsx');

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

async function openForm(fetch: ReturnType<typeof vi.fn>, photoUpload = true) {
  vi.stubGlobal('fetch', fetch);
  render(<WriteReview productNumber="DA100001" productName="Wrap Dress" photoUpload={photoUpload} />);
  fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
  return screen.findByRole('form', { name: 'Review the wrap dress' });
}

describe('WriteReview', () => {
  it('a guest is offered sign-in, back to the reviews', () => {
    signedIn.value = false;
    render(<WriteReview productNumber="DA100001" productName="Wrap Dress" photoUpload />);
    expect(screen.getByRole('link', { name: 'Sign in to write a review' }).getAttribute('href')).toBe(
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

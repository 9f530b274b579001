import { describe, expect, it } from 'vitest';
import { withPreviewSession } from './enable.ts';

const base = 'http://dal.localhost:3000/api/draft-mode/enable';

function target(url: string) {
  return new URL(url).searchParams.get('sanity-preview-pathname');
}

describe('draft-mode enable URL', () => {
  it('adds vse=drafts to the page the preview opens on', () => {
    const url = withPreviewSession(`${base}?sanity-preview-secret=s3&sanity-preview-pathname=%2Fhelp%2Fdelivery`);
    expect(target(url)).toBe('/help/delivery?vse=drafts');
    expect(new URL(url).searchParams.get('sanity-preview-secret')).toBe('s3');
  });

  it('opens the home page when no page is named, and keeps the page’s own query', () => {
    expect(target(withPreviewSession(`${base}?sanity-preview-secret=s3`))).toBe('/?vse=drafts');
    expect(
      target(withPreviewSession(`${base}?sanity-preview-secret=s3&sanity-preview-pathname=%2Fshop%2Fs%3Fq%3Ddress`)),
    ).toBe('/shop/s?q=dress&vse=drafts');
  });

  it('carries a valid Studio perspective, and never a made-up one', () => {
    const stack = withPreviewSession(`${base}?sanity-preview-secret=s&sanity-preview-perspective=rSpring%2Cdrafts`);
    expect(target(stack)).toBe('/?vse=rSpring%2Cdrafts');
    const raw = withPreviewSession(`${base}?sanity-preview-secret=s&sanity-preview-perspective=raw`);
    expect(target(raw)).toBe('/?vse=drafts');
  });

  it('keeps a foreign host out of the redirect target', () => {
    const url = withPreviewSession(`${base}?sanity-preview-secret=s&sanity-preview-pathname=%2F%2Fevil.example%2Fx`);
    expect(target(url)).toBe('/x?vse=drafts');
  });
});

// Seed images: editorial scenes drawn as SVG from the catalogue's own product illustrations on the brand's colours,
// so every picture is deterministic, tiny and needs no download. Written to studio/seed/images/.
import type { BrandCode } from '@shop/brands/brands';
import { tokens } from '@shop/brands/tokens';
import { type ArtKind, type PrintPattern, renderIllustration } from '@shop/commerce/seed/illustrations';

export interface SceneItem {
  art: ArtKind;
  colour: string;
  pattern?: PrintPattern;
}

export interface SeedImage {
  file: string;
  svg: string;
}

const WIDTH = 1200;
const HEIGHT = 900;

/** Places up to three illustrations side by side, the middle one larger, on a soft panel in the brand's colours. */
export function scene(brand: BrandCode, name: string, items: readonly SceneItem[], alt: string): SeedImage {
  const colour = tokens[brand].color;
  const id = `${brand}-${name}`;
  const slots =
    items.length === 1
      ? [{ x: 375, y: 90, w: 450 }]
      : items.length === 2
        ? [
            { x: 170, y: 130, w: 420 },
            { x: 610, y: 130, w: 420 },
          ]
        : [
            { x: 40, y: 210, w: 380 },
            { x: 380, y: 60, w: 440 },
            { x: 780, y: 210, w: 380 },
          ];
  const art = items.slice(0, slots.length).map((item, index) => {
    const slot = slots[index];
    if (!slot) return '';
    // The catalogue's 600×800 illustration, placed and scaled as a group (nested <svg> elements carry no title).
    const body = renderIllustration({ ...item, id: `${id}-${index}` })
      .replace(/^<svg [^>]*>/, '')
      .replace(/<\/svg>$/, '');
    return `<g transform="translate(${slot.x} ${slot.y}) scale(${slot.w / 600})">${body}</g>`;
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(alt)}">`,
    `<title>${escapeXml(alt)}</title>`,
    `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.surfaceAlt}"/><stop offset="1" stop-color="${colour.accent}"/></linearGradient><clipPath id="clip-${id}"><rect width="${WIDTH}" height="${HEIGHT}"/></clipPath></defs>`,
    `<g clip-path="url(#clip-${id})">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg-${id})"/>`,
    `<circle cx="${WIDTH * 0.82}" cy="${HEIGHT * 0.18}" r="260" fill="${colour.brand}" opacity=".12"/>`,
    `<circle cx="${WIDTH * 0.1}" cy="${HEIGHT * 0.95}" r="320" fill="${colour.brand}" opacity=".08"/>`,
    ...art,
    '</g></svg>',
  ].join('');
  return { file: `${id}.svg`, svg };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The Sanity export form of an image field pointing at a seed image file. */
export function imageField(image: SeedImage, alt: string) {
  return { _type: 'image', alt, _sanityAsset: `image@file://./images/${image.file}` };
}

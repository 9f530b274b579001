// Stylised product illustrations (600×800 SVG) drawn by the seed: the item in the product's colour (optionally with
// a print) on a soft background tinted from that colour. No text, no external references, deterministic output.
import { luminance, mix } from './colours.ts';

export const ART_KINDS = [
  'dress',
  'tee',
  'blouse',
  'polo',
  'shirt',
  'jumper',
  'cardigan',
  'hoodie',
  'sweatshirt',
  'coat',
  'jacket',
  'blazer',
  'trousers',
  'jeans',
  'leggings',
  'shorts',
  'skirt',
  'pyjamas',
  'robe',
  'swimsuit',
  'bra',
  'briefs',
  'boxers',
  'socks',
  'court-shoe',
  'flat-shoe',
  'brogue',
  'boot',
  'trainer',
  'handbag',
  'scarf',
  'hat',
  'beanie',
  'tie',
  'watch',
  'romper',
  'sofa',
  'armchair',
  'dining-table',
  'dining-chair',
  'bed',
  'table-lamp',
  'floor-lamp',
  'rug',
  'cushion',
  'throw',
  'bedding',
  'towels',
  'mirror',
  'vase',
  'candle',
  'plant',
  'casserole',
  'mugs',
  'kettle',
  'toaster',
  'tv',
  'headphones',
  'speaker',
  'gift-box',
] as const;

export type ArtKind = (typeof ART_KINDS)[number];
export type PrintPattern = 'plain' | 'stripe' | 'spot' | 'check' | 'floral' | 'geometric';

export interface IllustrationInput {
  art: ArtKind;
  /** Main colour as #rrggbb. */
  colour: string;
  pattern?: PrintPattern;
  /** Used to make element ids unique when several SVGs share a page. */
  id: string;
}

export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 800;

interface Paint {
  base: string;
  /** Fill for the main surfaces: the base colour or a print pattern. */
  fill: string;
  shade: string;
  deep: string;
  light: string;
  line: string;
  metal: string;
  wood: string;
  white: string;
  sole: string;
}

const METAL = '#b7b2aa';
const SHADE = 'fill="#000" fill-opacity=".11"';
const SHADE_DEEP = 'fill="#000" fill-opacity=".2"';
const HIGHLIGHT = 'fill="#fff" fill-opacity=".2"';

const p = (d: string, attrs: string) => `<path d="${d}" ${attrs}/>`;
const filled = (d: string, fill: string, extra = '') =>
  p(d, `fill="${fill}" stroke-linejoin="round"${extra ? ` ${extra}` : ''}`);
const stroke = (d: string, colour: string, width: number, extra = '') =>
  p(
    d,
    `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}`,
  );
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

const floorShadow = (cx: number, cy: number, rx: number, ry = 16) =>
  ellipse(cx, cy, rx, ry, '#000', 'fill-opacity=".09"');

const hanger = () =>
  stroke('M300 128 L300 104 Q300 84 318 84 Q336 84 336 100', METAL, 7) +
  stroke('M300 128 L206 170 Q196 176 208 178 L392 178 Q404 176 394 170 Z', METAL, 6);

const buttons = (x: number, ys: number[], colour: string, r = 5) => ys.map((y) => circle(x, y, r, colour)).join('');

/** Mirror an SVG path horizontally around x = 300 (absolute commands with x,y pairs only). */
function mirror(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${600 - Number(x)} ${y}`);
}

// ---------------------------------------------------------------- garments (tops)

function tee(c: Paint, variant: 'tee' | 'blouse' | 'polo' | 'pyjamas'): string {
  const body = 'M232 176 L368 176 L452 236 L418 300 L380 274 L384 572 Q300 588 216 572 L220 274 L182 300 L148 236 Z';
  let out = hanger() + filled(body, c.fill);
  out += p('M220 274 L224 560 Q236 566 250 568 L246 300 Z', SHADE);
  out += p('M380 274 L376 560 Q364 566 350 568 L354 300 Z', SHADE);
  out += stroke('M218 546 Q300 562 382 546', c.line, 3, 'stroke-opacity=".5" stroke-dasharray="6 6"');
  if (variant === 'tee') {
    out += filled('M262 176 Q300 222 338 176 Z', c.shade);
    out += stroke('M258 176 Q300 232 342 176', c.line, 6, 'stroke-opacity=".45"');
  } else if (variant === 'blouse') {
    out += filled('M268 176 L300 262 L332 176 Z', c.shade);
    out += stroke('M300 262 L300 566', c.line, 3, 'stroke-opacity=".5"');
    out += buttons(300, [300, 350, 400, 450, 500], c.light, 5);
    out += stroke('M418 300 L452 236', c.line, 4, 'stroke-opacity=".35"');
  } else if (variant === 'polo') {
    out += filled('M262 176 L300 200 L338 176 L346 170 Q300 160 254 170 Z', c.shade);
    out += filled(
      'M262 176 L300 200 L282 236 L250 188 Z',
      c.base,
      `stroke="${c.line}" stroke-opacity=".4" stroke-width="3"`,
    );
    out += filled(
      'M338 176 L300 200 L318 236 L350 188 Z',
      c.base,
      `stroke="${c.line}" stroke-opacity=".4" stroke-width="3"`,
    );
    out += rect(290, 200, 20, 80, 3, c.shade);
    out += buttons(300, [222, 258], c.light, 4);
    out += stroke('M386 288 L420 300 M214 288 L180 300', c.line, 6, 'stroke-opacity=".35"');
  } else {
    // pyjama set: notch-collar top with piping and a breast pocket, the trousers hanging behind it
    out = hanger();
    out += filled('M226 500 L374 500 L390 730 L314 730 L300 610 L286 730 L210 730 Z', c.fill);
    out += filled('M226 500 L374 500 L390 730 L314 730 L300 610 L286 730 L210 730 Z', '#000', 'fill-opacity=".16"');
    out += filled(body, c.fill);
    out += p('M220 274 L224 560 Q236 566 250 568 L246 300 Z', SHADE);
    const piping = `stroke="${c.white}" stroke-width="6" stroke-linecap="round" fill="none"`;
    out += p('M148 236 L182 300 M452 236 L418 300 M216 572 Q300 588 384 572', piping);
    out += filled('M256 176 L300 250 L286 176 Z', c.shade);
    out += filled('M344 176 L300 250 L314 176 Z', c.shade);
    out += p('M256 176 L300 250 L344 176', piping);
    out += p('M300 250 L300 576', piping);
    out += buttons(300, [300, 360, 420, 480], c.white, 6);
    out += p('M330 300 L372 300 L372 346 L330 346 Z', piping);
  }
  return out;
}

function longSleeveTop(c: Paint, variant: 'shirt' | 'jumper' | 'cardigan' | 'hoodie' | 'sweatshirt'): string {
  const body =
    'M228 172 L372 172 L428 198 Q456 214 462 250 L486 528 L440 536 L404 300 L402 594 L198 594 L196 300 L160 536 L114 528 L138 250 Q144 214 172 198 Z';
  let out = hanger();
  if (variant === 'hoodie') out += filled('M236 188 Q236 120 300 116 Q364 120 364 188 Z', c.shade);
  out += filled(body, c.fill);
  out += p('M196 300 L198 594 L226 594 L222 320 Z', SHADE);
  out += p('M404 300 L402 594 L374 594 L378 320 Z', SHADE);
  out += p('M160 536 L196 300 L186 262 Z', SHADE);
  out += p('M440 536 L404 300 L414 262 Z', SHADE);
  const rib = `stroke="${c.line}" stroke-opacity=".35" stroke-width="3" stroke-dasharray="2 7"`;
  if (variant === 'shirt') {
    out += filled(
      'M262 172 L300 214 L272 242 L244 182 Z',
      c.base,
      `stroke="${c.line}" stroke-opacity=".45" stroke-width="3"`,
    );
    out += filled(
      'M338 172 L300 214 L328 242 L356 182 Z',
      c.base,
      `stroke="${c.line}" stroke-opacity=".45" stroke-width="3"`,
    );
    out += stroke('M300 214 L300 592', c.line, 3, 'stroke-opacity=".45"');
    out += buttons(300, [250, 310, 370, 430, 490, 550], c.light, 5);
    out += stroke('M116 506 L160 512 M484 506 L440 512', c.line, 3, 'stroke-opacity=".5"');
    out += p(
      'M322 280 L366 280 L366 330 L322 330 Z',
      `fill="none" stroke="${c.line}" stroke-opacity=".4" stroke-width="3"`,
    );
  } else if (variant === 'jumper' || variant === 'sweatshirt') {
    out += filled('M258 172 Q300 226 342 172 Z', c.shade);
    out += stroke('M254 172 Q300 236 346 172', c.line, 8, 'stroke-opacity=".3"');
    out += p('M202 572 L398 572 M202 582 L398 582', rib);
    out += p('M118 508 L160 514 M482 508 L440 514', `stroke="${c.line}" stroke-opacity=".35" stroke-width="10"`);
    if (variant === 'jumper') {
      out += p('M230 250 Q300 270 370 250 M226 330 Q300 350 374 330 M224 410 Q300 430 376 410', `fill="none" ${rib}`);
    }
  } else if (variant === 'cardigan') {
    out += filled('M262 172 L300 300 L338 172 Z', c.shade);
    out += stroke('M262 172 L300 300 L300 594 M338 172 L300 300', c.line, 5, 'stroke-opacity=".4"');
    out += buttons(310, [330, 390, 450, 510, 570], c.light, 6);
    out += p('M232 420 L276 420 L276 470 L232 470 Z M324 420 L368 420 L368 470 L324 470 Z', `fill="none" ${rib}`);
  } else {
    out += filled('M252 172 Q300 250 348 172 Q300 196 252 172 Z', c.shade);
    out += stroke('M284 204 L280 300 M316 204 L320 300', c.white, 4);
    out += filled(
      'M236 440 L364 440 L392 560 L208 560 Z',
      c.fill,
      `stroke="${c.line}" stroke-opacity=".35" stroke-width="3"`,
    );
    out += p('M236 440 L364 440 L392 560 L208 560 Z', SHADE);
  }
  return out;
}

function outerwear(c: Paint, variant: 'coat' | 'jacket' | 'blazer' | 'robe'): string {
  const hem = variant === 'coat' || variant === 'robe' ? 700 : 570;
  const body = `M224 170 L376 170 L432 196 Q460 212 466 250 L488 ${hem - 150} L442 ${hem - 142} L406 300 L412 ${hem} Q300 ${hem + 14} 188 ${hem} L194 300 L158 ${hem - 142} L112 ${hem - 150} L134 250 Q140 212 168 196 Z`;
  let out = hanger() + filled(body, c.fill);
  out += p(`M194 300 L188 ${hem} L220 ${hem + 4} L222 320 Z`, SHADE);
  out += p(`M406 300 L412 ${hem} L380 ${hem + 4} L378 320 Z`, SHADE);
  out += p(`M158 ${hem - 142} L194 300 L184 258 Z M442 ${hem - 142} L406 300 L416 258 Z`, SHADE);
  if (variant === 'robe') {
    out += filled('M236 170 Q300 200 364 170 L350 440 L300 500 Z', c.shade);
    out += filled('M236 170 Q256 320 300 500 L260 470 Q226 300 236 170 Z', c.light, 'fill-opacity=".55"');
    out += filled('M364 170 Q344 320 300 500 L340 470 Q374 300 364 170 Z', c.light, 'fill-opacity=".55"');
    out += rect(196, 470, 208, 26, 10, c.base, `stroke="${c.line}" stroke-opacity=".4" stroke-width="3"`);
    out += stroke('M300 490 L270 600 M300 490 L326 610', c.base, 16);
    out += stroke(
      `M188 ${hem - 20} Q300 ${hem - 6} 412 ${hem - 20}`,
      c.line,
      3,
      'stroke-opacity=".3" stroke-dasharray="6 6"',
    );
    return out;
  }
  out += filled('M252 170 L300 300 L348 170 Z', variant === 'blazer' ? c.white : c.shade);
  if (variant === 'blazer') out += filled('M280 176 L300 290 L320 176 L300 190 Z', c.deep);
  out += filled(
    'M252 170 L234 200 L262 236 L246 258 L300 400 Z',
    c.base,
    `stroke="${c.line}" stroke-opacity=".45" stroke-width="3"`,
  );
  out += filled(
    'M348 170 L366 200 L338 236 L354 258 L300 400 Z',
    c.base,
    `stroke="${c.line}" stroke-opacity=".45" stroke-width="3"`,
  );
  out += p('M252 170 L234 200 L262 236 L246 258 L300 400 Z', SHADE);
  out += stroke(`M300 400 L300 ${hem + 6}`, c.line, 3, 'stroke-opacity=".5"');
  if (variant === 'coat') {
    out += buttons(276, [430, 500, 570], c.deep, 7) + buttons(324, [430, 500, 570], c.deep, 7);
    out += rect(190, 470, 220, 26, 6, c.base, `stroke="${c.line}" stroke-opacity=".35" stroke-width="3"`);
    out += stroke('M220 560 L270 560 M330 560 L380 560', c.line, 4, 'stroke-opacity=".45"');
  } else {
    out += buttons(300, variant === 'blazer' ? [430] : [430, 490], c.deep, 7);
    out += stroke('M214 470 L272 470 M328 470 L386 470', c.line, 4, 'stroke-opacity=".5"');
    out += stroke('M330 320 L370 316', c.line, 4, 'stroke-opacity=".5"');
    if (variant === 'jacket')
      out += stroke('M190 548 Q300 564 410 548', c.line, 3, 'stroke-opacity=".35" stroke-dasharray="6 6"');
  }
  return out;
}

function dress(c: Paint): string {
  let out = hanger();
  out += filled('M250 166 L262 124 L272 124 L268 170 Z', c.fill);
  out += filled('M350 166 L338 124 L328 124 L332 170 Z', c.fill);
  const body =
    'M236 168 Q300 204 364 168 L388 206 Q380 262 366 318 L450 672 Q300 704 150 672 L234 318 Q220 262 212 206 Z';
  out += filled(body, c.fill);
  out += filled('M212 206 L236 168 L196 188 L176 250 L214 258 Z', c.fill);
  out += filled('M388 206 L364 168 L404 188 L424 250 L386 258 Z', c.fill);
  out += p('M212 206 L236 168 L196 188 L176 250 L214 258 Z M388 206 L364 168 L404 188 L424 250 L386 258 Z', SHADE);
  out += filled('M262 172 Q300 236 338 172 Q300 196 262 172 Z', c.shade);
  out += stroke('M234 318 Q300 334 366 318', c.line, 4, 'stroke-opacity=".45"');
  out += p('M300 334 L300 686 L270 688 Z M366 318 L450 672 L420 680 L352 340 Z', SHADE);
  out += p('M234 318 L150 672 L178 678 L250 336 Z', HIGHLIGHT);
  return out;
}

function bottoms(c: Paint, variant: 'trousers' | 'jeans' | 'leggings' | 'shorts' | 'boxers'): string {
  const hem = variant === 'shorts' || variant === 'boxers' ? 420 : 700;
  const spread = variant === 'leggings' ? -14 : variant === 'shorts' || variant === 'boxers' ? 20 : 8;
  const inner = variant === 'leggings' ? 22 : 18;
  const legs = `M206 190 L394 190 L${400 + spread} ${hem} L${300 + inner} ${hem} L300 ${variant === 'shorts' || variant === 'boxers' ? 330 : 340} L${300 - inner} ${hem} L${200 - spread} ${hem} Z`;
  let out = filled(legs, c.fill);
  out += filled('M206 150 L394 150 L394 192 L206 192 Z', c.fill);
  out += p('M206 150 L394 150 L394 192 L206 192 Z', SHADE);
  out += p(`M300 ${hem === 700 ? 340 : 330} L${300 + inner} ${hem} L${330 + inner} ${hem} Z`, SHADE);
  out += p(`M206 192 L${200 - spread} ${hem} L${226 - spread} ${hem} L222 220 Z`, HIGHLIGHT);
  if (variant === 'boxers') {
    out += rect(206, 150, 188, 42, 6, c.white, 'fill-opacity=".9"');
    out += stroke('M206 171 L394 171', c.base, 6);
    return out;
  }
  if (variant === 'leggings') {
    out += stroke(
      `M250 220 L${246 - spread / 2} ${hem - 10} M350 220 L${354 + spread / 2} ${hem - 10}`,
      c.line,
      3,
      'stroke-opacity=".25"',
    );
    return out;
  }
  out += stroke('M300 152 L300 290', c.line, 3, 'stroke-opacity=".5"');
  out += buttons(300, [170], variant === 'jeans' ? '#b99a52' : c.deep, 6);
  const pocket =
    variant === 'jeans'
      ? `stroke="#d8a24a" stroke-width="3" stroke-dasharray="6 5" fill="none"`
      : `stroke="${c.line}" stroke-opacity=".5" stroke-width="3" fill="none"`;
  out += p('M214 196 Q250 200 262 250 M386 196 Q350 200 338 250', pocket);
  for (const x of [228, 262, 338, 372]) out += rect(x - 4, 148, 8, 46, 2, c.shade);
  if (variant === 'jeans') {
    out += p(
      `M206 192 L394 192 M${200 - spread + 4} ${hem - 14} L${300 - inner - 4} ${hem - 14} M${300 + inner + 4} ${hem - 14} L${400 + spread - 4} ${hem - 14}`,
      pocket,
    );
    out += circle(262, 252, 4, '#b99a52') + circle(338, 252, 4, '#b99a52');
    out += p(
      'M230 330 Q250 420 240 520',
      `stroke="#fff" stroke-opacity=".18" stroke-width="22" fill="none" stroke-linecap="round"`,
    );
    out += p(
      'M372 330 Q352 420 362 520',
      `stroke="#fff" stroke-opacity=".18" stroke-width="22" fill="none" stroke-linecap="round"`,
    );
  } else if (variant === 'trousers') {
    out += stroke(
      `M250 210 L${246 - spread / 2} ${hem - 6} M350 210 L${354 + spread / 2} ${hem - 6}`,
      c.line,
      2,
      'stroke-opacity=".4"',
    );
  } else {
    out += stroke(
      `M${202 - spread} ${hem - 24} L${300 - inner} ${hem - 24} M${300 + inner} ${hem - 24} L${398 + spread} ${hem - 24}`,
      c.line,
      3,
      'stroke-opacity=".4" stroke-dasharray="6 6"',
    );
  }
  return out;
}

function skirt(c: Paint): string {
  let out = filled('M222 190 L378 190 L436 640 Q300 668 164 640 Z', c.fill);
  out += filled('M220 152 L380 152 L380 192 L220 192 Z', c.fill);
  out += p('M220 152 L380 152 L380 192 L220 192 Z', SHADE);
  out += p('M300 192 L300 656 L262 654 Z M340 192 L380 652 L352 656 Z', SHADE);
  out += p('M240 192 L196 646 L222 650 L258 192 Z', HIGHLIGHT);
  out += buttons(360, [172], c.deep, 5);
  return out;
}

function swimsuit(c: Paint, variant: 'swimsuit' | 'shapewear'): string {
  let out = hanger();
  out += stroke('M262 176 L268 236 M338 176 L332 236', c.base, 10);
  const body =
    'M236 236 Q300 276 364 236 Q388 330 362 410 Q352 480 384 572 Q336 572 312 640 L288 640 Q264 572 216 572 Q248 480 238 410 Q212 330 236 236 Z';
  out += filled(body, c.fill);
  out += p('M236 236 Q212 330 238 410 Q248 480 216 572 Q232 572 244 576 Q266 480 258 400 Q240 320 252 244 Z', SHADE);
  out += p('M364 236 Q388 330 362 410 Q352 480 384 572 Q368 572 356 576 Q336 480 344 400 Q362 320 348 244 Z', SHADE);
  out += stroke('M244 250 Q270 300 300 290 Q330 300 356 250', c.line, 3, 'stroke-opacity=".35"');
  if (variant === 'shapewear') {
    out += stroke('M242 420 Q300 440 358 420', c.line, 3, 'stroke-opacity=".35" stroke-dasharray="4 6"');
    out += stroke('M300 300 L300 600', c.line, 2, 'stroke-opacity=".25"');
  } else {
    out += stroke('M252 380 Q300 400 348 380', c.light, 10, 'stroke-opacity=".5"');
  }
  return out;
}

function bra(c: Paint): string {
  let out = stroke('M212 300 L236 150 M388 300 L364 150', c.base, 9);
  out += filled('M168 390 Q300 450 432 390 L432 440 Q300 500 168 440 Z', c.fill);
  out += p('M168 390 Q300 450 432 390 L432 440 Q300 500 168 440 Z', SHADE);
  const left = 'M176 380 Q170 270 236 262 Q282 258 294 296 L300 410 Q236 430 176 380 Z';
  out += filled(left, c.fill) + filled(mirror(left), c.fill);
  out += p('M176 380 Q170 270 236 262 Q200 300 206 396 Z', HIGHLIGHT);
  out += p(mirror('M294 296 L300 410 Q270 420 244 416 Q282 360 270 284 Z'), SHADE);
  out += p('M294 296 L300 410 Q270 420 244 416 Q282 360 270 284 Z', SHADE);
  const lace = `fill="none" stroke="${c.light}" stroke-opacity=".7" stroke-width="3" stroke-dasharray="1 7" stroke-linecap="round"`;
  out += p('M180 300 Q236 250 292 300 M420 300 Q364 250 308 300', lace);
  out += circle(300, 410, 9, c.light) + circle(292, 418, 5, c.light) + circle(308, 418, 5, c.light);
  return out;
}

function briefs(c: Paint): string {
  const body = 'M166 300 L434 300 Q430 370 382 410 Q334 446 322 540 L278 540 Q266 446 218 410 Q170 370 166 300 Z';
  let out = filled(body, c.fill);
  out += filled('M166 292 L434 292 L434 322 L166 322 Z', c.base);
  out += p('M166 292 L434 292 L434 322 L166 322 Z', SHADE);
  out += p('M166 322 Q170 370 218 410 Q266 446 278 540 L290 540 Q280 430 232 390 Q196 360 190 322 Z', SHADE);
  const scallops: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    scallops.push(circle(Math.round(180 + 90 * t), Math.round(350 + 170 * t * t), 6, c.light, 'fill-opacity=".6"'));
    scallops.push(circle(Math.round(420 - 90 * t), Math.round(350 + 170 * t * t), 6, c.light, 'fill-opacity=".6"'));
  }
  out += scallops.join('');
  out += circle(300, 338, 7, c.light);
  return out;
}

function socks(c: Paint): string {
  const sock =
    'M214 150 L300 150 L306 470 Q310 520 360 540 L430 566 Q468 584 452 626 Q438 660 396 648 L260 600 Q212 580 212 520 Z';
  let out = `<g transform="translate(-60 10)">${filled(sock, c.fill)}${rect(212, 146, 90, 46, 6, c.base)}${p('M212 146 L302 146 L302 192 L212 192 Z', SHADE)}${filled('M396 560 L430 566 Q468 584 452 626 Q438 660 396 648 Z', c.shade)}</g>`;
  out += `<g transform="translate(70 30)">${filled(sock, c.fill)}${rect(212, 146, 90, 46, 6, c.base)}${p('M212 146 L302 146 L302 192 L212 192 Z', SHADE)}${filled('M396 560 L430 566 Q468 584 452 626 Q438 660 396 648 Z', c.shade)}</g>`;
  return out;
}

function romper(c: Paint): string {
  let out = hanger();
  const body =
    'M240 184 L360 184 L430 236 L404 298 L372 278 L376 520 Q380 590 356 650 L316 650 L300 590 L284 650 L244 650 Q220 590 224 520 L228 278 L196 298 L170 236 Z';
  out += filled(body, c.fill);
  out += filled('M268 184 Q300 224 332 184 Z', c.shade);
  out += stroke('M264 184 Q300 232 336 184', c.white, 6);
  out += p('M228 278 L224 520 L246 530 L248 300 Z', SHADE);
  out += buttons(300, [610, 560], c.white, 6);
  out += filled('M244 650 L284 650 L282 690 Q262 700 240 688 Z M316 650 L356 650 L360 688 Q338 700 318 690 Z', c.shade);
  return out;
}

// ---------------------------------------------------------------- footwear & accessories

function courtShoe(c: Paint): string {
  let out = floorShadow(300, 650, 210);
  out += filled('M408 560 L452 494 L456 646 L440 646 Z', c.deep);
  out += filled(
    'M126 628 Q118 590 170 568 Q236 544 300 560 Q352 572 392 520 Q420 484 452 488 L456 520 Q444 580 416 630 Z',
    c.fill,
  );
  out += p('M300 560 Q352 572 392 520 Q420 484 452 488 L450 504 Q420 506 398 544 Q356 596 300 580 Z', SHADE_DEEP);
  out += p(
    'M150 598 Q200 572 260 570',
    `stroke="#fff" stroke-opacity=".3" stroke-width="10" fill="none" stroke-linecap="round"`,
  );
  out += stroke('M124 630 L418 632', c.sole, 8);
  return out;
}

function flatShoe(c: Paint, variant: 'flat' | 'brogue'): string {
  let out = floorShadow(300, 648, 220);
  const upper = 'M108 618 Q104 556 176 540 L282 520 Q312 492 380 488 L470 492 Q498 520 494 618 Z';
  out += filled(upper, c.fill);
  out += filled('M104 618 L496 618 Q500 640 480 642 L116 642 Q100 640 104 618 Z', c.sole);
  out += filled('M404 618 L494 618 L494 642 L404 642 Z', c.deep);
  out += p('M282 520 Q312 492 380 488 L470 492 Q440 510 380 512 Q330 516 300 536 Z', SHADE_DEEP);
  if (variant === 'brogue') {
    const holes: string[] = [];
    for (let i = 0; i < 9; i++) holes.push(circle(156 + i * 15, 574 - i * 4, 2.5, c.deep));
    out += holes.join('');
    out += stroke('M300 532 L330 512 M312 546 L344 526 M326 560 L356 540', c.deep, 4);
    out += stroke('M150 604 Q190 560 246 548', c.line, 3, 'stroke-opacity=".5" stroke-dasharray="5 5"');
  } else {
    out += filled('M206 548 Q236 536 262 534 L262 556 Q234 558 206 566 Z', c.light, 'fill-opacity=".5"');
  }
  out += p(
    'M130 596 Q170 560 232 552',
    `stroke="#fff" stroke-opacity=".28" stroke-width="9" fill="none" stroke-linecap="round"`,
  );
  return out;
}

function boot(c: Paint): string {
  let out = floorShadow(300, 652, 220);
  out += filled('M316 250 L446 250 L452 610 L150 612 Q130 560 190 540 L300 510 Z', c.fill);
  out += filled('M146 612 L456 612 L456 644 L150 644 Q136 630 146 612 Z', c.sole);
  out += filled('M386 612 L456 612 L456 644 L390 644 Z', c.deep);
  out += p('M402 250 L446 250 L452 610 L414 610 Z', SHADE);
  out += stroke('M424 270 L428 560', c.metal, 4);
  out += p('M316 250 L446 250 L446 274 L316 274 Z', SHADE_DEEP);
  out += p(
    'M176 570 Q220 540 282 530',
    `stroke="#fff" stroke-opacity=".25" stroke-width="10" fill="none" stroke-linecap="round"`,
  );
  return out;
}

function trainer(c: Paint): string {
  let out = floorShadow(300, 648, 225);
  out += filled('M104 604 Q98 548 170 532 L272 510 Q300 470 370 462 L452 470 Q496 490 496 604 Z', c.fill);
  out += filled('M96 598 L502 598 Q510 636 484 642 L120 642 Q92 636 96 598 Z', c.white);
  out += stroke('M104 622 L494 622', c.line, 3, 'stroke-opacity=".25"');
  out += filled('M200 578 Q280 530 370 520 L380 548 Q300 556 216 594 Z', c.light, 'fill-opacity=".7"');
  out += stroke('M296 506 L330 524 M312 494 L346 512 M330 484 L364 502', c.white, 6);
  out += p('M452 470 Q496 490 496 598 L460 598 Q470 520 440 478 Z', SHADE);
  out += filled('M430 470 L470 472 L476 520 L436 520 Z', c.shade);
  return out;
}

function handbag(c: Paint): string {
  let out = floorShadow(300, 660, 180);
  out += stroke('M226 420 Q226 296 300 296 Q374 296 374 420', c.deep, 18);
  out += filled('M164 420 L436 420 L466 646 Q300 664 134 646 Z', c.fill);
  out += p('M436 420 L466 646 Q430 652 400 654 L414 420 Z', SHADE);
  out += filled('M164 420 L436 420 L430 510 Q300 540 170 510 Z', c.base);
  out += p('M164 420 L436 420 L430 510 Q300 540 170 510 Z', SHADE);
  out += rect(284, 500, 32, 34, 6, c.metal);
  out += stroke('M172 440 L428 440', c.line, 2, 'stroke-opacity=".4" stroke-dasharray="5 5"');
  return out;
}

function scarf(c: Paint): string {
  let out = '';
  out += filled('M236 150 Q300 126 364 150 L392 620 L330 620 L312 250 Q300 236 288 250 L270 620 L208 620 Z', c.fill);
  out += p('M288 250 L270 620 L240 620 Q256 400 262 230 Z', SHADE);
  out += p('M312 250 L330 620 L352 620 Q342 400 334 230 Z', SHADE_DEEP);
  const fringe: string[] = [];
  for (let x = 212; x <= 268; x += 8) fringe.push(`M${x} 620 L${x - 2} 662`);
  for (let x = 334; x <= 390; x += 8) fringe.push(`M${x} 620 L${x + 2} 662`);
  out += stroke(fringe.join(' '), c.base, 4);
  return out;
}

function hat(c: Paint, variant: 'hat' | 'beanie'): string {
  if (variant === 'beanie') {
    let out = floorShadow(300, 610, 170);
    out += circle(300, 250, 56, c.light);
    out += circle(300, 250, 56, '#000', 'fill-opacity=".06"');
    out += filled('M168 520 Q160 300 300 290 Q440 300 432 520 Z', c.fill);
    out += p('M380 320 Q440 360 432 520 L396 520 Q404 380 366 320 Z', SHADE);
    out += rect(160, 500, 280, 96, 24, c.base);
    const rib: string[] = [];
    for (let x = 176; x <= 424; x += 16) rib.push(`M${x} 510 L${x} 586`);
    out += stroke(rib.join(' '), c.line, 3, 'stroke-opacity=".25"');
    return out;
  }
  let out = floorShadow(300, 560, 250, 28);
  out += ellipse(300, 520, 250, 64, c.fill);
  out += ellipse(300, 520, 250, 64, '#000', 'fill-opacity=".1"');
  out += filled('M196 510 Q192 340 300 330 Q408 340 404 510 Q300 540 196 510 Z', c.fill);
  out += p('M350 336 Q408 350 404 510 Q384 516 366 518 Q376 400 340 340 Z', SHADE);
  out += filled('M198 470 Q300 496 402 470 L404 506 Q300 532 196 506 Z', c.deep);
  return out;
}

function tie(c: Paint): string {
  let out = filled('M262 150 L338 150 L326 212 L274 212 Z', c.fill);
  out += p('M262 150 L338 150 L326 212 L274 212 Z', SHADE);
  out += filled('M276 212 L324 212 L372 600 L300 680 L228 600 Z', c.fill);
  out += p('M300 212 L324 212 L372 600 L300 680 Z', SHADE);
  out += p('M276 212 L300 212 L300 680 L228 600 Z', HIGHLIGHT);
  return out;
}

function watch(c: Paint): string {
  let out = floorShadow(300, 690, 120);
  out += rect(250, 120, 100, 220, 24, c.fill);
  out += rect(250, 460, 100, 220, 24, c.fill);
  out += p('M250 140 L250 330 L268 330 L268 140 Z M250 470 L250 660 L268 660 L268 470 Z', HIGHLIGHT);
  for (const y of [560, 600, 640]) out += circle(300, y, 6, c.deep);
  out += circle(300, 400, 112, c.metal);
  out += circle(300, 400, 96, '#f8f6f1');
  out += circle(300, 400, 96, '#000', 'fill-opacity=".04"');
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 72 : 80;
    ticks.push(
      `M${(300 + Math.sin(a) * r1).toFixed(1)} ${(400 - Math.cos(a) * r1).toFixed(1)} L${(300 + Math.sin(a) * 88).toFixed(1)} ${(400 - Math.cos(a) * 88).toFixed(1)}`,
    );
  }
  out += stroke(ticks.join(' '), '#3b3b3b', 4);
  out += stroke('M300 400 L300 340 M300 400 L346 418', '#2b2b2b', 6);
  out += circle(300, 400, 7, c.base);
  out += rect(408, 388, 16, 24, 4, c.metal);
  return out;
}

// ---------------------------------------------------------------- home

function sofa(c: Paint, seats: 1 | 3): string {
  const w = seats === 3 ? 420 : 240;
  const x0 = 300 - w / 2;
  const x1 = 300 + w / 2;
  let out = floorShadow(300, 640, w / 2 + 40, 18);
  out += stroke(`M${x0 + 20} 600 L${x0 + 14} 636 M${x1 - 20} 600 L${x1 - 14} 636`, c.wood, 12);
  out += filled(
    `M${x0 + 10} 330 Q${x0 + 10} 300 ${x0 + 40} 300 L${x1 - 40} 300 Q${x1 - 10} 300 ${x1 - 10} 330 L${x1 - 10} 500 L${x0 + 10} 500 Z`,
    c.fill,
  );
  out += p(`M${x0 + 10} 470 L${x1 - 10} 470 L${x1 - 10} 500 L${x0 + 10} 500 Z`, SHADE);
  const cushions = seats === 3 ? 3 : 1;
  const cw = (w - 100) / cushions;
  for (let i = 0; i < cushions; i++) {
    const cx = x0 + 50 + i * cw;
    out += filled(`M${cx + 4} 330 Q${cx + cw / 2} 318 ${cx + cw - 4} 330 L${cx + cw - 6} 468 L${cx + 6} 468 Z`, c.fill);
    out += p(`M${cx + 4} 330 Q${cx + cw / 2} 318 ${cx + cw - 4} 330 L${cx + cw - 6} 468 L${cx + 6} 468 Z`, HIGHLIGHT);
    out += rect(cx + 2, 470, cw - 4, 70, 16, c.base);
    out += p(`M${cx + 2} 520 L${cx + cw - 2} 520 L${cx + cw - 2} 540 L${cx + 2} 540 Z`, SHADE);
  }
  out += rect(x0 + 20, 530, w - 40, 74, 10, c.base);
  out += p(`M${x0 + 20} 560 L${x1 - 20} 560 L${x1 - 20} 604 L${x0 + 20} 604 Z`, SHADE_DEEP);
  out += rect(x0 - 14, 410, 70, 196, 24, c.fill);
  out += rect(x1 - 56, 410, 70, 196, 24, c.fill);
  out += p(
    `M${x0 - 14} 560 L${x0 + 56} 560 L${x0 + 56} 584 Q${x0 + 56} 606 ${x0 + 32} 606 L${x0 + 10} 606 Q${x0 - 14} 606 ${x0 - 14} 584 Z`,
    SHADE,
  );
  out += p(
    `M${x1 - 56} 560 L${x1 + 14} 560 L${x1 + 14} 584 Q${x1 + 14} 606 ${x1 - 10} 606 L${x1 - 32} 606 Q${x1 - 56} 606 ${x1 - 56} 584 Z`,
    SHADE,
  );
  out +=
    rect(x0 - 6, 416, 54, 12, 6, '#fff', 'fill-opacity=".18"') +
    rect(x1 - 48, 416, 54, 12, 6, '#fff', 'fill-opacity=".18"');
  return out;
}

function diningTable(c: Paint): string {
  let out = floorShadow(300, 650, 250, 18);
  out += stroke('M150 470 L140 640 M450 470 L460 640', c.fill, 22);
  out += stroke('M210 480 L214 620 M390 480 L386 620', c.fill, 18);
  out += p('M200 480 L204 620 L222 620 L220 480 Z M380 480 L376 620 L394 620 L396 480 Z', SHADE_DEEP);
  out += filled('M90 440 L510 440 L530 470 L70 470 Z', c.fill);
  out += filled('M70 470 L530 470 L530 494 L70 494 Z', c.fill);
  out += p('M70 470 L530 470 L530 494 L70 494 Z', SHADE);
  out += p('M90 440 L510 440 L514 446 L86 446 Z', HIGHLIGHT);
  return out;
}

function diningChair(c: Paint): string {
  let out = floorShadow(300, 660, 150, 16);
  out += stroke('M230 540 L222 650 M370 540 L378 650 M250 540 L256 620 M350 540 L344 620', c.wood, 12);
  out += filled('M226 200 Q300 184 374 200 L380 420 L220 420 Z', c.fill);
  out += p('M226 200 Q300 184 374 200 L376 236 Q300 222 224 236 Z', HIGHLIGHT);
  out += p('M340 196 Q360 198 374 200 L380 420 L346 420 Z', SHADE);
  out += filled('M200 470 Q300 440 400 470 L404 540 Q300 560 196 540 Z', c.fill);
  out += p('M196 510 Q300 530 404 510 L404 540 Q300 560 196 540 Z', SHADE);
  out += stroke('M232 420 L228 470 M368 420 L372 470', c.wood, 10);
  return out;
}

function bed(c: Paint): string {
  let out = floorShadow(300, 650, 260, 18);
  out += filled('M90 300 Q90 250 140 250 L460 250 Q510 250 510 300 L510 560 L90 560 Z', c.fill);
  for (const [x, y] of [
    [170, 310],
    [240, 310],
    [300, 310],
    [360, 310],
    [430, 310],
    [205, 380],
    [270, 380],
    [330, 380],
    [395, 380],
  ] as const) {
    out += circle(x, y, 5, c.deep, 'fill-opacity=".6"');
  }
  out += p('M440 250 Q510 250 510 300 L510 560 L470 560 L470 290 Q470 262 440 250 Z', SHADE);
  out += rect(110, 410, 380, 60, 16, '#f4f1ea');
  out += rect(128, 386, 150, 56, 22, '#faf8f4');
  out += rect(322, 386, 150, 56, 22, '#faf8f4');
  out += filled('M100 460 L500 460 L506 560 L94 560 Z', c.light);
  out += filled('M100 460 L500 460 L502 490 L98 490 Z', '#fff', 'fill-opacity=".35"');
  out += rect(84, 556, 432, 60, 10, c.fill);
  out += p('M84 590 L516 590 L516 606 Q516 616 506 616 L94 616 Q84 616 84 606 Z', SHADE);
  out += stroke('M110 616 L110 640 M490 616 L490 640', c.wood, 12);
  return out;
}

function lamp(c: Paint, variant: 'table' | 'floor'): string {
  if (variant === 'floor') {
    let out = floorShadow(300, 690, 110, 14);
    out += ellipse(300, 676, 80, 16, c.deep);
    out += stroke('M300 300 L300 676', c.metal, 10);
    out += ellipse(300, 330, 70, 40, '#fff6cf', 'fill-opacity=".7"');
    out += filled('M222 150 L378 150 L420 312 L180 312 Z', c.fill);
    out += p('M340 150 L378 150 L420 312 L380 312 Z', SHADE);
    out += p('M222 150 L378 150 L380 160 L220 160 Z', HIGHLIGHT);
    return out;
  }
  let out = floorShadow(300, 668, 130, 14);
  out += ellipse(300, 470, 90, 50, '#fff6cf', 'fill-opacity=".75"');
  out += filled('M254 460 Q210 540 240 620 Q262 660 300 660 Q338 660 360 620 Q390 540 346 460 Z', c.fill);
  out += p('M320 460 L346 460 Q390 540 360 620 Q342 654 312 660 Q352 600 330 470 Z', SHADE);
  out += p(
    'M266 500 Q246 560 262 620',
    `stroke="#fff" stroke-opacity=".35" stroke-width="12" fill="none" stroke-linecap="round"`,
  );
  out += stroke('M300 400 L300 460', c.metal, 8);
  out += filled('M210 250 L390 250 L440 420 L160 420 Z', '#f3eee3');
  out += filled('M340 250 L390 250 L440 420 L390 420 Z', '#000', 'fill-opacity=".08"');
  out += filled('M160 420 L440 420 L436 410 L164 410 Z', '#000', 'fill-opacity=".08"');
  return out;
}

function rug(c: Paint): string {
  let out = floorShadow(300, 690, 220, 12);
  out += rect(120, 110, 360, 570, 6, c.fill);
  out += rect(146, 136, 308, 518, 4, 'none', `stroke="${c.light}" stroke-width="10"`);
  out += rect(164, 154, 272, 482, 2, 'none', `stroke="${c.deep}" stroke-opacity=".5" stroke-width="4"`);
  out += filled('M300 250 L390 395 L300 540 L210 395 Z', c.light, 'fill-opacity=".8"');
  out += filled('M300 300 L358 395 L300 490 L242 395 Z', c.deep, 'fill-opacity=".55"');
  out += circle(300, 395, 18, c.light);
  const fringe: string[] = [];
  for (let x = 126; x <= 474; x += 10) fringe.push(`M${x} 110 L${x} 88 M${x} 680 L${x} 702`);
  out += stroke(fringe.join(' '), '#e9e2d3', 3);
  return out;
}

function cushion(c: Paint): string {
  let out = floorShadow(300, 620, 210, 18);
  const shape = 'M130 250 Q300 226 470 250 Q452 400 470 590 Q300 566 130 590 Q148 400 130 250 Z';
  out += filled(shape, c.fill);
  out += p(
    'M130 250 Q300 226 470 250 Q452 400 470 590 Q300 566 130 590 Q148 400 130 250 Z',
    `fill="none" stroke="${c.deep}" stroke-opacity=".35" stroke-width="8"`,
  );
  out += p('M360 250 Q420 244 470 250 Q452 400 470 590 Q420 582 380 580 Q420 420 360 250 Z', SHADE);
  out += p('M160 290 Q230 300 250 360 Q190 330 160 290 Z', HIGHLIGHT);
  out += p(
    'M300 410 Q260 390 240 420 M300 410 Q340 430 360 404',
    `stroke="${c.deep}" stroke-opacity=".25" stroke-width="4" fill="none"`,
  );
  return out;
}

function folded(c: Paint, variant: 'throw' | 'bedding' | 'towels'): string {
  let out = floorShadow(300, 648, 230, 16);
  const layers = variant === 'towels' ? 4 : 3;
  const h = variant === 'towels' ? 70 : 90;
  for (let i = 0; i < layers; i++) {
    const y = 620 - (i + 1) * h;
    const inset = i * 6;
    out += rect(110 + inset, y, 380 - inset * 2, h - 4, 22, c.fill);
    out += p(
      `M${110 + inset} ${y + h - 30} L${490 - inset} ${y + h - 30} L${490 - inset} ${y + h - 26} Q${490 - inset} ${y + h - 4} ${468 - inset} ${y + h - 4} L${132 + inset} ${y + h - 4} Q${110 + inset} ${y + h - 4} ${110 + inset} ${y + h - 26} Z`,
      SHADE,
    );
    out += rect(120 + inset, y + 8, 360 - inset * 2, 10, 5, '#fff', 'fill-opacity=".2"');
    if (variant === 'towels') out += rect(110 + inset, y + 30, 380 - inset * 2, 10, 0, c.light, 'fill-opacity=".6"');
  }
  if (variant === 'throw') {
    const fringe: string[] = [];
    for (let y = 360; y <= 610; y += 12) fringe.push(`M490 ${y} L512 ${y + 4}`);
    out += stroke(fringe.join(' '), c.base, 4);
  }
  if (variant === 'bedding') {
    out += rect(150, 240, 300, 90, 28, c.fill);
    out += p('M150 296 L450 296 L450 302 Q450 330 422 330 L178 330 Q150 330 150 302 Z', SHADE);
    out += rect(
      150,
      240,
      300,
      90,
      28,
      'none',
      `stroke="${c.light}" stroke-opacity=".7" stroke-width="5" stroke-dasharray="10 8"`,
    );
  }
  return out;
}

function mirrorArt(c: Paint): string {
  let out = floorShadow(300, 700, 150, 12);
  out += circle(300, 400, 230, c.fill);
  out += circle(300, 400, 230, '#000', 'fill-opacity=".08"');
  out += circle(300, 400, 200, '#dfe6ea');
  out += filled('M170 300 Q230 210 330 206 L220 470 Q160 400 170 300 Z', '#fff', 'fill-opacity=".55"');
  out += filled('M360 560 L430 380 Q440 500 360 560 Z', '#fff', 'fill-opacity=".35"');
  out += circle(300, 400, 200, 'none', `stroke="#000" stroke-opacity=".12" stroke-width="6"`);
  return out;
}

function vase(c: Paint): string {
  let out = floorShadow(300, 660, 130, 14);
  out += stroke('M296 330 Q260 220 220 150 M304 330 Q330 230 380 170 M300 330 L300 140', '#6d8a5b', 5);
  out += ellipse(220, 150, 26, 14, '#8ba679', 'transform="rotate(-30 220 150)"');
  out += ellipse(380, 170, 26, 14, '#8ba679', 'transform="rotate(30 380 170)"');
  out += ellipse(300, 136, 14, 28, '#8ba679');
  out += filled(
    'M262 330 L338 330 L332 380 Q420 440 400 560 Q390 640 300 652 Q210 640 200 560 Q180 440 268 380 Z',
    c.fill,
  );
  out += p('M332 380 Q420 440 400 560 Q390 640 300 652 Q370 600 372 520 Q370 430 320 384 Z', SHADE);
  out += p(
    'M232 470 Q222 530 240 590',
    `stroke="#fff" stroke-opacity=".35" stroke-width="14" fill="none" stroke-linecap="round"`,
  );
  out += ellipse(300, 330, 38, 8, c.deep);
  return out;
}

function candle(c: Paint): string {
  let out = floorShadow(300, 660, 150, 14);
  out += filled('M306 300 Q326 330 306 352 Q292 352 292 336 Q292 318 306 300 Z', '#f4b53f');
  out += filled('M304 318 Q312 332 304 346 Q298 346 298 338 Q298 328 304 318 Z', '#fff3c4');
  out += stroke('M300 352 L300 372', '#3a3a3a', 4);
  out += rect(180, 360, 240, 290, 30, c.fill);
  out += ellipse(300, 372, 112, 18, '#f6f0e2');
  out += rect(180, 470, 240, 100, 0, '#f7f3ea');
  out += rect(180, 470, 240, 100, 0, 'none', `stroke="${c.deep}" stroke-opacity=".3" stroke-width="3"`);
  out += rect(256, 500, 88, 40, 4, c.base, 'fill-opacity=".8"');
  out += p('M380 370 L420 390 L420 620 Q420 650 390 650 L370 650 Z', SHADE);
  out += rect(196, 380, 16, 250, 8, '#fff', 'fill-opacity=".25"');
  return out;
}

function plant(c: Paint): string {
  let out = floorShadow(300, 660, 140, 14);
  const leaves = [
    'M300 420 Q200 360 170 240 Q260 260 300 420 Z',
    'M300 420 Q400 350 440 250 Q340 260 300 420 Z',
    'M300 420 Q270 280 300 150 Q340 280 300 420 Z',
    'M300 420 Q210 420 150 360 Q240 340 300 420 Z',
    'M300 420 Q390 420 452 350 Q360 340 300 420 Z',
  ];
  leaves.forEach((leaf, i) => {
    out += filled(leaf, i % 2 ? '#4f7a4a' : '#6a9660');
  });
  out += stroke('M300 420 L300 170 M300 420 L190 260 M300 420 L420 270', '#3f6138', 3, 'stroke-opacity=".6"');
  out += filled('M200 420 L400 420 L372 650 L228 650 Z', c.fill);
  out += rect(190, 410, 220, 40, 8, c.base);
  out += p('M190 430 L410 430 L410 450 L190 450 Z', SHADE);
  out += p('M350 450 L400 450 L372 650 L340 650 Z', SHADE);
  return out;
}

function casserole(c: Paint): string {
  let out = floorShadow(300, 640, 220, 16);
  out += filled('M120 450 L480 450 L470 580 Q460 630 400 630 L200 630 Q140 630 130 580 Z', c.fill);
  out += rect(76, 466, 60, 34, 14, c.fill) + rect(464, 466, 60, 34, 14, c.fill);
  out += p('M400 450 L480 450 L470 580 Q460 630 400 630 L380 630 Q430 560 420 450 Z', SHADE);
  out += filled('M110 452 Q300 360 490 452 Z', c.fill);
  out += p('M110 452 Q300 360 490 452 Q300 420 110 452 Z', SHADE_DEEP);
  out += p(
    'M180 420 Q240 396 300 390',
    `stroke="#fff" stroke-opacity=".35" stroke-width="10" fill="none" stroke-linecap="round"`,
  );
  out += ellipse(300, 386, 42, 16, c.deep);
  out += rect(120, 500, 360, 10, 5, '#fff', 'fill-opacity=".2"');
  return out;
}

function mugs(c: Paint): string {
  const mug = (x: number, y: number, s: number) => {
    let m = `<g transform="translate(${x} ${y}) scale(${s})">`;
    m += stroke('M160 60 Q220 60 220 120 Q220 180 160 180', c.base, 22);
    m += rect(0, 0, 170, 220, 22, c.fill);
    m += ellipse(85, 8, 85, 14, c.deep, 'fill-opacity=".7"');
    m += p('M120 14 L170 14 L170 200 Q170 220 150 220 L130 220 Z', SHADE);
    m += rect(16, 30, 14, 170, 7, '#fff', 'fill-opacity=".3"');
    return `${m}</g>`;
  };
  return floorShadow(300, 640, 220, 16) + mug(100, 330, 1.15) + mug(300, 390, 1);
}

function kettle(c: Paint): string {
  let out = floorShadow(300, 650, 190, 16);
  out += rect(170, 610, 260, 30, 10, c.deep);
  out += stroke('M420 300 Q500 310 490 420 Q480 520 430 560', c.deep, 30);
  out += filled('M210 260 L390 260 Q440 420 430 610 L170 610 Q160 420 210 260 Z', c.fill);
  out += filled('M210 300 L160 290 L130 240 L150 234 L196 270 Z', c.fill);
  out += p('M350 260 L390 260 Q440 420 430 610 L386 610 Q400 420 350 260 Z', SHADE);
  out += rect(220, 240, 160, 30, 12, c.deep);
  out += rect(216, 330, 16, 240, 8, '#fff', 'fill-opacity=".3"');
  out += rect(290, 400, 22, 120, 8, '#cfe3ef', 'fill-opacity=".8"');
  return out;
}

function toaster(c: Paint): string {
  let out = floorShadow(300, 640, 230, 16);
  out += rect(200, 310, 80, 60, 8, '#d9a25e') + rect(320, 310, 80, 60, 8, '#d9a25e');
  out += rect(110, 360, 380, 270, 70, c.fill);
  out += p(
    'M380 360 L420 360 Q490 360 490 430 L490 560 Q490 630 420 630 L380 630 Q450 600 450 495 Q450 390 380 360 Z',
    SHADE,
  );
  out += rect(190, 352, 100, 20, 8, c.deep) + rect(310, 352, 100, 20, 8, c.deep);
  out += rect(470, 420, 40, 26, 8, c.metal);
  out += circle(440, 560, 18, c.metal);
  out += rect(140, 400, 16, 190, 8, '#fff', 'fill-opacity=".3"');
  out += rect(120, 620, 360, 20, 8, c.deep);
  return out;
}

function tv(c: Paint): string {
  let out = floorShadow(300, 660, 200, 14);
  out += filled('M240 640 L360 640 L330 580 L270 580 Z', c.base);
  out += rect(60, 220, 480, 330, 14, c.fill);
  out += `<linearGradient id="tvsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#233b6e"/><stop offset="1" stop-color="#e59a74"/></linearGradient>`;
  out += rect(76, 236, 448, 298, 4, 'url(#tvsky)');
  out += circle(380, 380, 40, '#ffd9a0', 'fill-opacity=".9"');
  out += filled('M76 470 L200 380 L290 450 L380 400 L524 480 L524 534 L76 534 Z', '#2d3a58');
  out += filled('M76 500 L180 450 L300 500 L420 460 L524 510 L524 534 L76 534 Z', '#1b2640');
  out += filled('M76 236 L300 236 L76 420 Z', '#fff', 'fill-opacity=".06"');
  return out;
}

function headphones(c: Paint): string {
  let out = floorShadow(300, 660, 170, 14);
  out += stroke('M170 470 L170 360 Q170 190 300 190 Q430 190 430 360 L430 470', c.base, 26);
  out += stroke('M180 360 Q180 210 300 210', '#fff', 6, 'stroke-opacity=".25"');
  out += rect(130, 430, 90, 180, 40, c.fill) + rect(380, 430, 90, 180, 40, c.fill);
  out += rect(190, 450, 40, 140, 18, c.deep) + rect(370, 450, 40, 140, 18, c.deep);
  out += p('M130 560 L220 560 L220 570 Q220 610 180 610 L170 610 Q130 610 130 570 Z', SHADE);
  out += p('M380 560 L470 560 L470 570 Q470 610 430 610 L420 610 Q380 610 380 570 Z', SHADE);
  return out;
}

function speaker(c: Paint): string {
  let out = floorShadow(300, 660, 150, 14);
  out += rect(180, 220, 240, 430, 60, c.fill);
  const dots: string[] = [];
  for (let y = 280; y <= 600; y += 18) {
    for (let x = 214; x <= 386; x += 18) dots.push(circle(x, y, 3.2, c.deep, 'fill-opacity=".45"'));
  }
  out += dots.join('');
  out += p('M360 220 L360 650 L380 650 Q420 650 420 610 L420 260 Q420 220 380 220 Z', SHADE);
  out += rect(270, 236, 60, 10, 5, c.light);
  return out;
}

function giftBox(c: Paint): string {
  let out = floorShadow(300, 650, 210, 16);
  out += rect(130, 400, 340, 240, 8, c.fill);
  out += p('M370 400 L470 400 L470 632 Q470 640 462 640 L370 640 Z', SHADE);
  out += rect(112, 350, 376, 70, 8, c.fill);
  out += p('M112 400 L488 400 L488 420 L112 420 Z', SHADE_DEEP);
  out += rect(276, 350, 48, 290, 0, c.light);
  out += rect(112, 370, 376, 0, 0, c.light);
  out += filled('M300 350 Q240 270 200 300 Q180 340 300 350 Z', c.light);
  out += filled('M300 350 Q360 270 400 300 Q420 340 300 350 Z', c.light);
  out += p('M300 350 Q240 300 214 308 Q240 320 300 350 Z M300 350 Q360 300 386 308 Q360 320 300 350 Z', SHADE);
  out += circle(300, 346, 16, c.light);
  return out;
}

// ---------------------------------------------------------------- composition

function patternDefs(pattern: PrintPattern, id: string, base: string, accent: string, second: string): string {
  const open = (w: number, h: number, extra = '') =>
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}><rect width="${w}" height="${h}" fill="${base}"/>`;
  switch (pattern) {
    case 'stripe':
      return `${open(36, 36)}<rect width="36" height="12" fill="${accent}"/></pattern>`;
    case 'spot':
      return `${open(40, 40)}<circle cx="10" cy="10" r="5" fill="${accent}"/><circle cx="30" cy="30" r="5" fill="${accent}"/></pattern>`;
    case 'check':
      return `${open(48, 48)}<rect width="48" height="16" fill="${accent}" fill-opacity=".55"/><rect width="16" height="48" fill="${accent}" fill-opacity=".55"/><rect x="30" width="3" height="48" fill="${second}" fill-opacity=".6"/></pattern>`;
    case 'floral': {
      const flower = (cx: number, cy: number, r: number) =>
        `${[0, 72, 144, 216, 288]
          .map((a) => {
            const rad = (a * Math.PI) / 180;
            return `<circle cx="${(cx + Math.cos(rad) * r).toFixed(1)}" cy="${(cy + Math.sin(rad) * r).toFixed(1)}" r="${(r * 0.75).toFixed(1)}" fill="${accent}"/>`;
          })
          .join('')}<circle cx="${cx}" cy="${cy}" r="${(r * 0.55).toFixed(1)}" fill="${second}"/>`;
      return `${open(90, 90)}${flower(22, 24, 8)}${flower(66, 68, 10)}<path d="M40 60 Q50 50 58 56 M70 20 Q80 30 74 40" stroke="${second}" stroke-width="3" fill="none"/></pattern>`;
    }
    case 'geometric':
      return `${open(60, 60)}<path d="M30 4 L56 30 L30 56 L4 30 Z" fill="none" stroke="${accent}" stroke-width="5"/><circle cx="30" cy="30" r="5" fill="${second}"/></pattern>`;
    default:
      return '';
  }
}

/** Scale some small items up so that every illustration fills the frame similarly. */
const ART_TRANSFORMS: Partial<Record<ArtKind, string>> = {
  'court-shoe': 'translate(300 610) scale(1.4) translate(-300 -640)',
  'flat-shoe': 'translate(300 610) scale(1.3) translate(-300 -640)',
  brogue: 'translate(300 610) scale(1.3) translate(-300 -640)',
  trainer: 'translate(300 610) scale(1.25) translate(-300 -640)',
  boot: 'translate(300 640) scale(1.1) translate(-300 -645)',
  bra: 'translate(300 420) scale(1.25) translate(-300 -330)',
  briefs: 'translate(300 400) scale(1.35) translate(-300 -410)',
  boxers: 'translate(300 380) scale(1.3) translate(-300 -290)',
  shorts: 'translate(300 380) scale(1.3) translate(-300 -290)',
};

function draw(art: ArtKind, c: Paint): string {
  switch (art) {
    case 'dress':
      return dress(c);
    case 'tee':
    case 'blouse':
    case 'polo':
    case 'pyjamas':
      return tee(c, art);
    case 'shirt':
    case 'jumper':
    case 'cardigan':
    case 'hoodie':
    case 'sweatshirt':
      return longSleeveTop(c, art);
    case 'coat':
    case 'jacket':
    case 'blazer':
    case 'robe':
      return outerwear(c, art);
    case 'trousers':
    case 'jeans':
    case 'leggings':
    case 'shorts':
    case 'boxers':
      return bottoms(c, art);
    case 'skirt':
      return skirt(c);
    case 'swimsuit':
      return swimsuit(c, 'swimsuit');
    case 'bra':
      return bra(c);
    case 'briefs':
      return briefs(c);
    case 'socks':
      return socks(c);
    case 'court-shoe':
      return courtShoe(c);
    case 'flat-shoe':
      return flatShoe(c, 'flat');
    case 'brogue':
      return flatShoe(c, 'brogue');
    case 'boot':
      return boot(c);
    case 'trainer':
      return trainer(c);
    case 'handbag':
      return handbag(c);
    case 'scarf':
      return scarf(c);
    case 'hat':
    case 'beanie':
      return hat(c, art);
    case 'tie':
      return tie(c);
    case 'watch':
      return watch(c);
    case 'romper':
      return romper(c);
    case 'sofa':
      return sofa(c, 3);
    case 'armchair':
      return sofa(c, 1);
    case 'dining-table':
      return diningTable(c);
    case 'dining-chair':
      return diningChair(c);
    case 'bed':
      return bed(c);
    case 'table-lamp':
      return lamp(c, 'table');
    case 'floor-lamp':
      return lamp(c, 'floor');
    case 'rug':
      return rug(c);
    case 'cushion':
      return cushion(c);
    case 'throw':
    case 'bedding':
    case 'towels':
      return folded(c, art);
    case 'mirror':
      return mirrorArt(c);
    case 'vase':
      return vase(c);
    case 'candle':
      return candle(c);
    case 'plant':
      return plant(c);
    case 'casserole':
      return casserole(c);
    case 'mugs':
      return mugs(c);
    case 'kettle':
      return kettle(c);
    case 'toaster':
      return toaster(c);
    case 'tv':
      return tv(c);
    case 'headphones':
      return headphones(c);
    case 'speaker':
      return speaker(c);
    case 'gift-box':
      return giftBox(c);
  }
}

/** Renders one product illustration as a standalone SVG document. */
export function renderIllustration(input: IllustrationInput): string {
  const base = input.colour;
  const lum = luminance(base);
  const dark = lum < 0.06;
  const veryLight = lum > 0.62;
  const uid = input.id.replace(/[^a-zA-Z0-9_-]/g, '');
  const patternId = `print-${uid}`;
  const pattern = input.pattern ?? 'plain';
  const accent = dark
    ? mix(base, '#ffffff', 0.45)
    : veryLight
      ? mix(base, '#1f2a44', 0.55)
      : mix(base, '#ffffff', 0.62);
  const second = veryLight ? mix(base, '#b0413e', 0.6) : mix(base, '#f1c27d', dark ? 0.75 : 0.55);
  const defs = patternDefs(pattern, patternId, base, accent, second);
  const paint: Paint = {
    base,
    fill: defs ? `url(#${patternId})` : base,
    shade: mix(base, '#000000', dark ? 0.3 : 0.22),
    deep: dark ? mix(base, '#ffffff', 0.18) : mix(base, '#000000', 0.5),
    light: dark ? mix(base, '#ffffff', 0.5) : veryLight ? mix(base, '#8a7f70', 0.35) : mix(base, '#ffffff', 0.55),
    line: dark ? mix(base, '#ffffff', 0.5) : mix(base, '#000000', 0.55),
    metal: METAL,
    wood: '#8a6444',
    white: '#f7f4ee',
    sole: veryLight ? '#b9ada0' : mix(base, '#2a2522', 0.6),
  };
  const bgTop = veryLight ? '#e7e2da' : mix(base, '#fbfaf7', 0.9);
  const bgBottom = veryLight ? '#d8d1c6' : mix(base, '#efeae3', 0.8);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" role="img">`,
    `<defs><linearGradient id="bg-${uid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>`,
    `<radialGradient id="glow-${uid}" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>${defs}</defs>`,
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg-${uid})"/>`,
    `<ellipse cx="300" cy="380" rx="300" ry="340" fill="url(#glow-${uid})"/>`,
    ART_TRANSFORMS[input.art]
      ? `<g transform="${ART_TRANSFORMS[input.art]}">${draw(input.art, paint)}</g>`
      : draw(input.art, paint),
    '</svg>',
  ].join('');
}

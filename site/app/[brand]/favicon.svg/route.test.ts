import { getBrand } from '@shop/brands/brands';
import { brandIconSvg } from '@shop/brands/icon';
import { describe, expect, it } from 'vitest';
import { GET as faviconIco } from '../favicon.ico/route.ts';
import { GET as faviconSvg } from './route.ts';

const params = (brand: string) => ({ params: Promise.resolve({ brand }) });

describe('the brand favicon', () => {
  it('/favicon.svg answers the brand icon as SVG, cacheable', async () => {
    const response = await faviconSvg(new Request('http://dal.localhost/favicon.svg'), params('dal'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(await response.text()).toBe(brandIconSvg(getBrand('dal')));
  });

  it('/favicon.ico redirects to it; an unknown brand is a 404', async () => {
    const response = await faviconIco(new Request('http://pma.localhost/favicon.ico'), params('pma'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/favicon.svg');
    expect((await faviconSvg(new Request('http://x.localhost/favicon.svg'), params('xyz'))).status).toBe(404);
    expect((await faviconIco(new Request('http://x.localhost/favicon.ico'), params('xyz'))).status).toBe(404);
  });
});

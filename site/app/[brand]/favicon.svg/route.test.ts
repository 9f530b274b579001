import { getBrand } from '@shop/brands/brands';
import { brandIconSvg } from '@shop/brands/icon';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ICON, faviconLink } from '@/lib/content/favicon.ts';
import { getBrandShell } from '@/lib/content/settings.ts';
import { GET as faviconIco } from '../favicon.ico/route.ts';
import { GET as faviconSvg } from './route.ts';

vi.mock('@/lib/content/settings.ts', () => ({ getBrandShell: vi.fn() }));
const shellWith = (favicon: unknown) => ({ favicon }) as unknown as Awaited<ReturnType<typeof getBrandShell>>;

const params = (brand: string) => ({ params: Promise.resolve({ brand }) });

describe('the brand favicon', () => {
  beforeEach(() => vi.mocked(getBrandShell).mockReset());

  it('/favicon.svg answers the brand icon as SVG, cacheable', async () => {
    const response = await faviconSvg(new Request('http://dal.localhost/favicon.svg'), params('dal'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(await response.text()).toBe(brandIconSvg(getBrand('dal')));
  });

  it('/favicon.ico redirects to the built-in icon when the brand settings have none; an unknown brand is a 404', async () => {
    vi.mocked(getBrandShell).mockResolvedValue(shellWith(null));
    const response = await faviconIco(new Request('http://pma.localhost/favicon.ico'), params('pma'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(BUILT_IN_ICON.url);
    expect(vi.mocked(getBrandShell)).toHaveBeenCalledWith('pma');
    expect((await faviconSvg(new Request('http://x.localhost/favicon.svg'), params('xyz'))).status).toBe(404);
    expect((await faviconIco(new Request('http://x.localhost/favicon.ico'), params('xyz'))).status).toBe(404);
  });

  it('/favicon.ico redirects to the favicon the brand settings give, the one its pages link', async () => {
    const icon = { assetId: 'image-abc123-512x512-png', type: 'image/png' };
    vi.mocked(getBrandShell).mockResolvedValue(shellWith(icon));
    const response = await faviconIco(new Request('http://dal.localhost/favicon.ico'), params('dal'));
    expect(response.status).toBe(307);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(faviconLink(icon as Parameters<typeof faviconLink>[0]).url);
    expect(location).toMatch(/abc123-512x512\.png\?/);
  });
});

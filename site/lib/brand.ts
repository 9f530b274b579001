import { type Brand, getBrand, isBrandCode } from '@shop/brands/brands';
import { notFound } from 'next/navigation';

/** The brand of a `[brand]` route segment; the proxy only ever rewrites to valid codes, so anything else is 404. */
export async function brandFromParams(params: Promise<{ brand: string }>): Promise<Brand> {
  const { brand } = await params;
  if (!isBrandCode(brand)) notFound();
  return getBrand(brand);
}

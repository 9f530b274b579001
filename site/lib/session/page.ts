// For server-rendered account pages: the signed-in customer of this brand, or off to sign-in and back.
import 'server-only';
import type { Brand } from '@shop/brands/brands';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getSession, type Session } from './session.ts';

export async function requirePageSession(brand: Brand, returnPath: string): Promise<Session> {
  const session = await getSession(await cookies());
  if (!session || session.brandCode !== brand.code)
    redirect(`/api/sign-in?redirectTo=${encodeURIComponent(returnPath)}`);
  return session;
}

import { reviewsProvider } from '@/lib/reviews/provider.ts';

/** Review photos from the shop's own origin: `{photo id}-normal.webp` or `{photo id}-thumbnail.webp`. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = /^(p-[A-Za-z0-9_-]{1,40})-(normal|thumbnail)\.webp$/.exec(file);
  const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  if (!match) return notFound();
  try {
    const photo = await reviewsProvider().photo(match[1]!, match[2] as 'normal' | 'thumbnail');
    return new Response(photo.body, {
      headers: {
        'content-type': 'image/webp',
        // A photo never changes for its id; a rejected review's photo is simply no longer linked.
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return notFound();
  }
}

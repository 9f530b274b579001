import { REJECTION_REASONS, type ReviewStatus } from '@shop/commerce/reviews/provider';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ModerationQueue } from '@/components/reviews/moderation.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { isMerchandiser } from '@/lib/reviews/merchandisers.ts';
import { reviewsProvider } from '@/lib/reviews/provider.ts';
import { requirePageSession } from '@/lib/session/page.ts';

export const metadata: Metadata = { title: 'Review moderation', robots: { index: false } };

type Props = {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const STATUSES: readonly ReviewStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** /shop/merchandising/reviews: shoppers' reviews waiting for a decision (or decided), for merchandisers only. */
export default async function ReviewModerationPage({ params, searchParams }: Props) {
  const brand = await brandFromParams(params);
  const session = await requirePageSession(brand, '/shop/merchandising/reviews');
  if (!isMerchandiser(session)) notFound();
  const asked = (await searchParams).status;
  const status = STATUSES.find((value) => value === asked) ?? 'PENDING';
  const queue = await reviewsProvider().queue(status, 100);
  return (
    <div className={container}>
      <ModerationQueue
        status={status}
        statuses={STATUSES}
        total={queue.total}
        reviews={queue.reviews}
        reasons={REJECTION_REASONS}
      />
    </div>
  );
}

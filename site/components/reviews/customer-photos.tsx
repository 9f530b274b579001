// The product page's customer photo gallery (spec §9 feature switch "user-generated content"): the photos shoppers
// added to their approved reviews of the product, newest first. Pending and rejected reviews' photos are never
// asked for (the platform lists approved reviews only). Hidden when the switch (or the reviews switch) is off, when
// the product has no such photos, and when the platform does not answer in time: the page never waits on it (the
// block is streamed).

import { createLogger } from '@shop/runtime/log';
import { reviewsProvider } from '@/lib/reviews/provider.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { isToggleEnabled } from '@/lib/toggles/server.ts';
import { CustomerPhotoGallery, type GalleryPhoto } from './customer-photos-client.tsx';
import * as styles from './reviews.css.ts';

const log = createLogger('site').child({ component: 'reviews' });

/** The most reviews (each with photos) the gallery asks for: the platform's page size limit. */
const GALLERY_REVIEWS = 50;
/** The most photos the gallery shows. */
const GALLERY_PHOTOS = 24;
const TIMEOUT_MS = 1500;

async function customerPhotos(productNumber: string): Promise<GalleryPhoto[] | null> {
  const [ugc, reviews] = await Promise.all([
    isToggleEnabled(toggles.userGeneratedContent),
    isToggleEnabled(toggles.productReviews),
  ]);
  if (!ugc || !reviews) return null;
  try {
    const page = await reviewsProvider(TIMEOUT_MS).list(productNumber, {
      sort: 'newest',
      hasPhotos: true,
      limit: GALLERY_REVIEWS,
    });
    return page.reviews
      .filter((review) => review.status === 'APPROVED')
      .flatMap((review) =>
        review.photos.map((photo, index) => ({
          id: photo.id,
          alt: `photo ${index + 1} of ${review.photos.length} from ${review.nickname}’s review “${review.title}”`,
          caption: `${review.nickname}, ${review.rating} out of 5 stars: “${review.title}”`,
          thumbnail: {
            src: `/images/reviews/${photo.id}-thumbnail.webp`,
            width: photo.thumbnailWidth,
            height: photo.thumbnailHeight,
          },
          full: { src: `/images/reviews/${photo.id}-normal.webp`, width: photo.width, height: photo.height },
        })),
      )
      .slice(0, GALLERY_PHOTOS);
  } catch (error) {
    log.warn({ err: error, productNumber }, 'shown without customer photos');
    return null;
  }
}

export async function CustomerPhotos({
  productNumber,
  heading,
  id,
}: {
  productNumber: string;
  heading: string;
  /** The heading's id (unique on the page). */
  id: string;
}) {
  const photos = await customerPhotos(productNumber);
  if (!photos || photos.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section} data-testid="customer-photos">
      <h2 id={id} className={styles.title}>
        {heading}
      </h2>
      <p className={styles.muted}>
        {photos.length === 1 ? 'A photo' : `${photos.length} photos`} from shoppers’ reviews. Select one to see it
        larger.
      </p>
      <CustomerPhotoGallery photos={photos} labelledBy={id} />
    </section>
  );
}

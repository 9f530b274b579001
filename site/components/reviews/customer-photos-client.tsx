'use client';
// The customer photo gallery (user-generated content): square thumbnails of the photos in approved reviews; each
// opens in a lightbox (react-aria's modal dialog: focus moves in and is kept there, Escape or Close returns it to the
// thumbnail) where Previous / Next and the arrow keys step through the photos. The lightbox's code loads on first
// open (or when a thumbnail is pointed at or focused), so the page ships only the thumbnails.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { CustomerPhotoLightbox, preloadPhotoDialog } from './load-photo-dialog.ts';
import * as styles from './reviews.css.ts';

interface Picture {
  src: string;
  width: number;
  height: number;
}

export interface GalleryPhoto {
  id: string;
  /** e.g. "Photo from Amelia H’s review: Lovely colour" */
  alt: string;
  /** The review's stars and title, under the enlarged photo. */
  caption: string;
  thumbnail: Picture;
  full: Picture;
}

export function CustomerPhotoGallery({ photos, labelledBy }: { photos: GalleryPhoto[]; labelledBy: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = openAt === null ? null : (photos[openAt] ?? null);
  const count = photos.length;
  const step = useCallback((by: number) => setOpenAt((at) => (at === null ? at : (at + by + count) % count)), [count]);
  const isOpen = open !== null;
  // While the lightbox is open (it is modal: focus cannot leave it), the arrow keys step through the photos.
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count, step]);
  return (
    <>
      <ul className={styles.gallery} aria-labelledby={labelledBy}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.galleryButton}
              onPointerEnter={preloadPhotoDialog}
              onFocus={preloadPhotoDialog}
              onClick={() => {
                setWanted(true);
                setOpenAt(index);
              }}
              aria-label={`Enlarge ${photo.alt}`}
            >
              <img
                className={styles.galleryImage}
                src={photo.thumbnail.src}
                width={photo.thumbnail.width}
                height={photo.thumbnail.height}
                alt=""
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      {wanted ? (
        <Suspense fallback={null}>
          <CustomerPhotoLightbox
            photo={open}
            index={openAt ?? 0}
            count={count}
            caption={open?.caption}
            step={step}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

'use client';
// A review's photos: thumbnails that open the full picture in a dialog (react-aria: focus moves in, Escape or the
// close button returns it to the thumbnail). The dialog's code loads on first open (or when a thumbnail is pointed at
// or focused), so the page ships only the thumbnails.
import { Suspense, useState } from 'react';
import { preloadPhotoDialog, ReviewPhotoDialog } from './load-photo-dialog.ts';
import * as styles from './reviews.css.ts';

interface Picture {
  src: string;
  width: number;
  height: number;
}

export interface ReviewPhoto {
  id: string;
  alt: string;
  thumbnail: Picture;
  full: Picture;
}

export function ReviewPhotos({ photos, reviewTitle }: { photos: ReviewPhoto[]; reviewTitle: string }) {
  const [open, setOpen] = useState<ReviewPhoto | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ul className={styles.photos} aria-label={`Photos with “${reviewTitle}”`}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.photoButton}
              onPointerEnter={preloadPhotoDialog}
              onFocus={preloadPhotoDialog}
              onClick={() => {
                setWanted(true);
                setOpen(photo);
              }}
              aria-label={`Enlarge ${photo.alt.toLowerCase()}`}
            >
              <img
                className={styles.thumbnail}
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
          <ReviewPhotoDialog photo={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

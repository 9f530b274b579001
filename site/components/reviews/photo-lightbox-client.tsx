'use client';
// A review's photos: thumbnails that open the full picture in a dialog (react-aria: focus moves in, Escape or the
// close button returns it to the thumbnail).
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
  return (
    <>
      <ul className={styles.photos} aria-label={`Photos with “${reviewTitle}”`}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <Button
              className={styles.photoButton}
              onPress={() => setOpen(photo)}
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
            </Button>
          </li>
        ))}
      </ul>
      <ModalOverlay
        className={styles.lightboxOverlay}
        isOpen={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        isDismissable
      >
        <Modal>
          <Dialog className={styles.lightbox} aria-label={open?.alt ?? 'Review photo'}>
            {({ close }) => (
              <>
                <Heading slot="title" className="visually-hidden">
                  {open?.alt}
                </Heading>
                <Button className={styles.select} onPress={close}>
                  Close
                </Button>
                {open ? (
                  <img
                    className={styles.lightboxImage}
                    src={open.full.src}
                    width={open.full.width}
                    height={open.full.height}
                    alt={open.alt}
                  />
                ) : null}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

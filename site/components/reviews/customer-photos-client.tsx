'use client';
// The customer photo gallery (user-generated content): square thumbnails of the photos in approved reviews; each
// opens in a lightbox (react-aria's modal dialog: focus moves in and is kept there, Escape or Close returns it to the
// thumbnail) where Previous / Next and the arrow keys step through the photos.
import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
            <Button
              className={styles.galleryButton}
              onPress={() => setOpenAt(index)}
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
            </Button>
          </li>
        ))}
      </ul>
      <ModalOverlay
        className={styles.lightboxOverlay}
        isOpen={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpenAt(null)}
        isDismissable
      >
        <Modal>
          <Dialog className={styles.galleryLightbox}>
            {({ close }) => (
              <>
                <div className={styles.lightboxBar}>
                  <Heading slot="title" className={styles.galleryTitle} aria-live="polite">
                    Customer photo {(openAt ?? 0) + 1} of {photos.length}
                  </Heading>
                  <div className={styles.lightboxNav}>
                    {count > 1 ? (
                      <>
                        <Button className={styles.select} onPress={() => step(-1)}>
                          Previous photo
                        </Button>
                        <Button className={styles.select} onPress={() => step(1)}>
                          Next photo
                        </Button>
                      </>
                    ) : null}
                    <Button className={styles.select} onPress={close}>
                      Close
                    </Button>
                  </div>
                </div>
                {open ? (
                  <>
                    <img
                      key={open.id}
                      className={styles.galleryLightboxImage}
                      src={open.full.src}
                      width={open.full.width}
                      height={open.full.height}
                      alt={open.alt}
                    />
                    <p className={styles.galleryCaption}>{open.caption}</p>
                  </>
                ) : null}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

'use client';
// The reviews' photo dialogs (react-aria's modal dialog: focus moves in and is kept there, Escape or Close returns it
// to the thumbnail). One module for the customer photo lightbox and a review's photo dialog, loaded lazily by
// customer-photos-client.tsx and photo-lightbox-client.tsx on first open (or when a thumbnail is pointed at or
// focused), so react-aria's modal stays out of the product page's first load.
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './reviews.css.ts';

interface Picture {
  src: string;
  width: number;
  height: number;
}

interface Photo {
  id: string;
  alt: string;
  full: Picture;
}

/** The customer photo lightbox: "Customer photo n of m", Previous / Next (the arrow keys are the gallery's), Close. */
export function CustomerPhotoLightbox({
  photo,
  index,
  count,
  caption,
  step,
  onClose,
}: {
  photo: Photo | null;
  index: number;
  count: number;
  caption: string | undefined;
  step: (by: number) => void;
  onClose: () => void;
}) {
  return (
    <ModalOverlay
      className={styles.lightboxOverlay}
      isOpen={photo !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isDismissable
    >
      <Modal>
        <Dialog className={styles.galleryLightbox}>
          {({ close }) => (
            <>
              <div className={styles.lightboxBar}>
                <Heading slot="title" className={styles.galleryTitle} aria-live="polite">
                  Customer photo {index + 1} of {count}
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
              {photo ? (
                <>
                  <img
                    key={photo.id}
                    className={styles.galleryLightboxImage}
                    src={photo.full.src}
                    width={photo.full.width}
                    height={photo.full.height}
                    alt={photo.alt}
                  />
                  <p className={styles.galleryCaption}>{caption}</p>
                </>
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A review's photo, full size, with a Close button; the dialog is named by the photo's description. */
export function ReviewPhotoDialog({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  return (
    <ModalOverlay
      className={styles.lightboxOverlay}
      isOpen={photo !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isDismissable
    >
      <Modal>
        <Dialog className={styles.lightbox} aria-label={photo?.alt ?? 'Review photo'}>
          {({ close }) => (
            <>
              <Heading slot="title" className="visually-hidden">
                {photo?.alt}
              </Heading>
              <Button className={styles.select} onPress={close}>
                Close
              </Button>
              {photo ? (
                <img
                  className={styles.lightboxImage}
                  src={photo.full.src}
                  width={photo.full.width}
                  height={photo.full.height}
                  alt={photo.alt}
                />
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

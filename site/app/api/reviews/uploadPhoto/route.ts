import { json, RouteError, route } from '@/lib/http/route.ts';
import { reviewsProvider, withReviews } from '@/lib/reviews/provider.ts';
import { requireSession } from '@/lib/session/require.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { isToggleEnabled } from '@/lib/toggles/server.ts';

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The form's own framing on top of the photo. */
const MAX_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;
const TOO_LARGE_MESSAGE = 'The photo is larger than 10 MB. Choose a smaller photo.';

/**
 * POST /api/reviews/uploadPhoto (spec §7, a form body with the field `photo`): the first of the two steps. The
 * platform checks the bytes, re-encodes the picture without its metadata and answers its id, which the review then
 * names. A body declared larger than 10 MB is refused before it is read.
 */
export const POST = route(async (request) => {
  const session = await requireSession(request);
  if (!(await isToggleEnabled(toggles.reviewPhotoUpload)))
    throw new RouteError(404, 'PHOTO_UPLOAD_OFF', 'Photos cannot be added to reviews at the moment.');
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? ''))
    throw new RouteError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the photo as a form (multipart/form-data, field "photo").',
    );
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    throw new RouteError(413, 'PHOTO_TOO_LARGE', TOO_LARGE_MESSAGE);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new RouteError(400, 'INVALID_FORM', 'The upload is not a readable form.');
  }
  const photo = form.get('photo');
  if (!(photo instanceof File) || photo.size === 0)
    throw new RouteError(400, 'MISSING_PHOTO', 'Choose a photo to upload.');
  if (photo.size > MAX_PHOTO_BYTES) throw new RouteError(413, 'PHOTO_TOO_LARGE', TOO_LARGE_MESSAGE);
  const stored = await withReviews(() =>
    reviewsProvider(30_000).uploadPhoto(photo, { fileName: 'photo', userId: session.customerId }),
  );
  return json(
    {
      photo: {
        ...stored,
        url: `/images/reviews/${stored.id}-normal.webp`,
        thumbnailUrl: `/images/reviews/${stored.id}-thumbnail.webp`,
      },
    },
    { status: 201 },
  );
});

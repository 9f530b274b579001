// The review form definition per product (Bazaarvoice's submission call without an action answers with the form's
// fields; the spec's dynamicForm): what is asked, what is required, the limits, and the options — a fit question for
// what is worn, the sizes the product comes in for "size bought".
import type { FeedProduct } from './catalogue.ts';
import type { Fit } from './types.ts';

export const MAX_PHOTOS = 6;

export type FormField =
  | { id: 'rating'; type: 'rating'; label: string; required: true; min: 1; max: 5 }
  | { id: 'title' | 'nickname'; type: 'text'; label: string; required: boolean; minLength: number; maxLength: number }
  | { id: 'reviewText'; type: 'textarea'; label: string; required: true; minLength: number; maxLength: number }
  | {
      id: 'fit' | 'sizeBought';
      type: 'select';
      label: string;
      required: false;
      options: { value: string; label: string }[];
    }
  | {
      id: 'isRecommended' | 'incentivised' | 'agreedToTermsAndConditions';
      type: 'boolean';
      label: string;
      required: boolean;
    }
  | { id: 'photos'; type: 'photos'; label: string; required: false; max: number; maxBytes: number; accept: string[] };

export interface ReviewForm {
  productId: string;
  productName: string;
  fields: FormField[];
}

const FIT_LABELS: Record<Fit, string> = { small: 'Runs small', true: 'True to size', large: 'Runs large' };

export function reviewForm(product: FeedProduct, maxPhotoBytes: number): ReviewForm {
  const worn = ['apparel', 'footwear', 'lingerie'].includes(product.group);
  const fields: FormField[] = [
    { id: 'rating', type: 'rating', label: 'Overall rating', required: true, min: 1, max: 5 },
    { id: 'title', type: 'text', label: 'Review title', required: true, minLength: 2, maxLength: 100 },
    { id: 'reviewText', type: 'textarea', label: 'Your review', required: true, minLength: 20, maxLength: 5000 },
    { id: 'nickname', type: 'text', label: 'Nickname', required: true, minLength: 2, maxLength: 25 },
  ];
  if (worn) {
    fields.push({
      id: 'fit',
      type: 'select',
      label: 'How does it fit?',
      required: false,
      options: Object.entries(FIT_LABELS).map(([value, label]) => ({ value, label })),
    });
  }
  if (product.sizes.length > 1) {
    fields.push({
      id: 'sizeBought',
      type: 'select',
      label: 'Size bought',
      required: false,
      options: product.sizes.map((size) => ({ value: size, label: size })),
    });
  }
  fields.push(
    { id: 'isRecommended', type: 'boolean', label: 'I would recommend this product', required: false },
    {
      id: 'photos',
      type: 'photos',
      label: 'Add photos',
      required: false,
      max: MAX_PHOTOS,
      maxBytes: maxPhotoBytes,
      accept: ['image/jpeg', 'image/png', 'image/webp'],
    },
    {
      id: 'incentivised',
      type: 'boolean',
      label: 'I was given this product free, or rewarded for this review',
      required: false,
    },
    {
      id: 'agreedToTermsAndConditions',
      type: 'boolean',
      label: 'I agree to the review terms and conditions',
      required: true,
    },
  );
  return { productId: product.productId, productName: product.name, fields };
}

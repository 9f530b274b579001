// The site's secrets a production deployment must set (lib/runtime/src/deployment.ts): each falls back to a committed
// development value so `./shop start` runs with zero configuration; server.ts refuses to start a deployment on any of
// them.
import { DEFAULT_ADDRESS_LOOKUP_KEY } from '@shop/commerce/address-lookup/config';
import { DEV_CART_ID_KEY } from '@shop/commerce/bag/cart-id';
import { DEFAULT_BUREAU_KEY } from '@shop/commerce/bureau/config';
import { DEFAULT_MAIL_SERVER_TOKEN } from '@shop/commerce/mail/config';
import { DEFAULT_MIYO_KEY } from '@shop/commerce/miyo/config';
import { DEFAULT_PARCEL_SHOPS_API_KEY } from '@shop/commerce/parcel-shops/config';
import { DEFAULT_GATEWAY_MERCHANT_KEY } from '@shop/commerce/payments/config';
import { DEFAULT_RECS_KEY } from '@shop/commerce/recommendations/config';
import { DEFAULT_REVIEWS_KEY } from '@shop/commerce/reviews/config';
import { LOCAL_LAKE_DEFAULT_READ_TOKEN } from '@shop/content/config';
import { base64Bytes, providerKeyRule, type SecretRule } from '@shop/runtime/deployment';
import { DEFAULT_CDN_PURGE_TOKEN } from './cache/cdn-purge.ts';
import { DEFAULT_WEBHOOK_SECRET } from './content/webhook.ts';
import { DEV_IDENTITY_CLIENT_SECRET, DEV_SESSION_SECRET } from './session/config.ts';

const providerKey = providerKeyRule;

export const siteSecrets: readonly SecretRule[] = [
  { name: 'CART_ID_KEY', development: [DEV_CART_ID_KEY], validate: base64Bytes(32) },
  { name: 'SESSION_SECRET', development: [DEV_SESSION_SECRET], minLength: 32 },
  { name: 'IDENTITY_CLIENT_SECRET', development: [DEV_IDENTITY_CLIENT_SECRET] },
  { name: 'CONTENT_WEBHOOK_SECRET', development: [DEFAULT_WEBHOOK_SECRET], minLength: 32 },
  {
    // Draft-mode reads of the local lake; with the hosted lake (SANITY_PROJECT_ID) the site uses SANITY_API_READ_TOKEN.
    name: 'CONTENT_LAKE_READ_TOKEN',
    development: [LOCAL_LAKE_DEFAULT_READ_TOKEN],
    when: (env) => !env.SANITY_PROJECT_ID?.trim(),
  },
  providerKey('MAIL_SERVER_TOKEN', DEFAULT_MAIL_SERVER_TOKEN),
  providerKey('ADDRESS_LOOKUP_KEY', DEFAULT_ADDRESS_LOOKUP_KEY),
  providerKey('PARCEL_SHOPS_API_KEY', DEFAULT_PARCEL_SHOPS_API_KEY),
  providerKey('GATEWAY_MERCHANT_KEY', DEFAULT_GATEWAY_MERCHANT_KEY),
  providerKey('MIYO_KEY', DEFAULT_MIYO_KEY),
  providerKey('RECS_KEY', DEFAULT_RECS_KEY),
  providerKey('BUREAU_KEY', DEFAULT_BUREAU_KEY),
  providerKey('REVIEWS_KEY', DEFAULT_REVIEWS_KEY),
  // Only with a CDN to purge (CDN_PURGE_URL): a deployment without one has no token to keep.
  { ...providerKey('CDN_PURGE_TOKEN', DEFAULT_CDN_PURGE_TOKEN), when: (env) => Boolean(env.CDN_PURGE_URL?.trim()) },
];

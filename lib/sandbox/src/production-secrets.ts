// The keys the sandbox accepts, which a production deployment (lib/runtime/src/deployment.ts) must set: the sandbox
// accepts the committed development keys by default, so an exposed sandbox on them would answer anyone.
import { providerKeyRule, type SecretRule } from '@shop/runtime/deployment';
import {
  DEFAULT_ADDRESS_LOOKUP_KEY,
  DEFAULT_BUREAU_KEY,
  DEFAULT_CDN_PURGE_TOKEN,
  DEFAULT_GATEWAY_MERCHANT_KEY,
  DEFAULT_MAIL_SERVER_TOKEN,
  DEFAULT_MIYO_KEY,
  DEFAULT_PARCEL_SHOPS_API_KEY,
  DEFAULT_RECS_KEY,
  DEFAULT_REVIEWS_KEY,
} from './config.ts';

const key = providerKeyRule;

/** TOGGLES_CLIENT_KEY is left out: a frontend key, public by design (browsers send it). */
export const sandboxSecrets: readonly SecretRule[] = [
  key('MAIL_SERVER_TOKEN', DEFAULT_MAIL_SERVER_TOKEN),
  key('ADDRESS_LOOKUP_KEY', DEFAULT_ADDRESS_LOOKUP_KEY),
  key('PARCEL_SHOPS_API_KEY', DEFAULT_PARCEL_SHOPS_API_KEY),
  key('GATEWAY_MERCHANT_KEY', DEFAULT_GATEWAY_MERCHANT_KEY),
  key('MIYO_KEY', DEFAULT_MIYO_KEY),
  key('RECS_KEY', DEFAULT_RECS_KEY),
  key('BUREAU_KEY', DEFAULT_BUREAU_KEY),
  key('REVIEWS_KEY', DEFAULT_REVIEWS_KEY),
  key('CDN_PURGE_TOKEN', DEFAULT_CDN_PURGE_TOKEN),
];

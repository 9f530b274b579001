/**
 * Where the two fixed-route page kinds live on every brand's site (the Studio allows them at these routes only,
 * schemas/src/rules.ts): the bag, the checkout and banners link here without asking the CMS.
 */
export const DELIVERY_OFFER_PATH = '/delivery-offer';
export const CREDIT_EXPLAINED_PATH = '/credit-explained';

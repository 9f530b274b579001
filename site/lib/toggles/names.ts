// The feature toggles the site reads, by the name the toggle proxy (Unleash frontend API) knows them by.
// Use `toggles.deliverySubscription` rather than the string so a rename is one edit and typos don't compile.
// Definitions (state, rollout, variants) live in the proxy; locally `lib/sandbox/data/toggles.json`.

export const toggles = {
  // Spec switches (on unless noted)
  deliverySubscription: 'delivery-subscription',
  productReviews: 'product-reviews',
  recommendations: 'recommendations',
  miniProductPage: 'mini-product-page',
  searchHistory: 'search-history',
  enhancedTracking: 'enhanced-tracking',
  /** New content-system version: off. */
  contentSystemV2: 'content-system-v2',

  // Experiments and tracking
  abTesting: 'ab-testing',
  userGeneratedContent: 'user-generated-content',
  personalisationTracking: 'personalisation-tracking',
  stickyAddToBag: 'sticky-add-to-bag',

  // Routing and rules
  /** 307 from product pages with promo query values to the hybrid product page (also needs its base address). */
  hybridProductPageRedirect: 'hybrid-product-page-redirect',
  /** Listed phone models are removable from the bag for customers with no previous web order. */
  restrictPhoneModelsFirstOrder: 'restrict-phone-models-first-order',

  // Delivery
  nominatedDayDelivery: 'nominated-day-delivery',
  clickAndCollect: 'click-and-collect',
  parcelShopDelivery: 'parcel-shop-delivery',
  expressDelivery: 'express-delivery',
  expressCollect: 'express-collect',
  deliveryCountdown: 'delivery-countdown',
  addressLookup: 'address-lookup',

  // Payment and credit
  applePay: 'apple-pay',
  googlePay: 'google-pay',
  instalmentProvider: 'instalment-provider',
  savedCards: 'saved-cards',
  partPayment: 'part-payment',
  makeAPayment: 'make-a-payment',
  creditEligibility: 'credit-eligibility',
  creditApplication: 'credit-application',
  creditLimitIncreaseOptIn: 'credit-limit-increase-opt-in',
  creditUpsell: 'credit-upsell',

  // Promotions and loyalty
  voucherService: 'voucher-service',
  promoCodes: 'promo-codes',
  proactivePromotions: 'proactive-promotions',
  staggeredIncentives: 'staggered-incentives',
  loyaltyOptIn: 'loyalty-opt-in',
  newsletterSignup: 'newsletter-signup',

  // Search
  searchAutosuggest: 'search-autosuggest',
  searchSuggestedProducts: 'search-suggested-products',
  visualSearch: 'visual-search',

  // Product pages
  completeTheSet: 'complete-the-set',
  sizeGuide: 'size-guide',
  reviewPhotoUpload: 'review-photo-upload',
  fitAdvisor: 'fit-advisor',
  backInStockAlerts: 'back-in-stock-alerts',
  lowStockMessage: 'low-stock-message',
  recentlyViewed: 'recently-viewed',

  // Bag, saved items, session
  savedItems: 'saved-items',
  bagUndoRemove: 'bag-undo-remove',
  multiWindowSessionSync: 'multi-window-session-sync',

  // Operations
  /** Site-wide service message; `{ tone, message }` JSON in the variant payload. */
  siteBanner: 'site-banner',
} as const;

/** The toggles that are experiments (A/B tests): the variant the shopper gets is reported as an experiment event. */
export const experiments = [toggles.stickyAddToBag] as const;

export type ToggleKey = keyof typeof toggles;
export type ToggleName = (typeof toggles)[ToggleKey];

export const toggleNames: readonly ToggleName[] = Object.values(toggles);

// The promotion messages of spec §8, exactly (note the typographic apostrophe in NOT_QUALIFIED's message).

export const PROMO_MESSAGES = {
  NOT_QUALIFIED: 'Sorry, looks like your bag doesn’t qualify for this promotion code.',
  NOT_RECOGNISED: "Sorry, we don't recognise this code. Please try again.",
  EXPIRED: 'Sorry, this code has expired.',
} as const;

export type PromoRejection = keyof typeof PROMO_MESSAGES;

/** The spec's first generic message: what a failed proactive offer shows. */
export const GENERIC_MESSAGE = 'Sorry, something went wrong. Please try again later.';

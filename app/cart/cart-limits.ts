// The cart's limits a buy form shows (quantity, personalization).

export const MAX_QUANTITY_PER_LINE = 99;
/** Personalization text printed on a customizable product. */
export const MAX_PERSONALIZATION_LENGTH = 30;

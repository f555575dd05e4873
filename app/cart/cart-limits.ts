// The cart's limits a buy form shows (quantity, personalization) and the Autoship saving it quotes.

export const MAX_QUANTITY_PER_LINE = 99;
/** Personalization text printed on a customizable product. */
export const MAX_PERSONALIZATION_LENGTH = 30;
/** spec §9: Autoship saves 5% on repeat deliveries. */
export const AUTOSHIP_REPEAT_SAVINGS_PCT = 5;

/** spec §9: Newest and Bestselling sorts are each flag controlled; both are on by default here. */
export const LISTING_SORT_FLAGS = { newest: true, bestselling: true } as const;

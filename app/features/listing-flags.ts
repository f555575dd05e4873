/** spec §9: Newest and Bestselling sorts are each flag controlled; both are on by default here. */
export const LISTING_SORT_FLAGS = { newest: true, bestselling: true } as const;

/** spec §9: newUserCta is on by default: new users are in the group that sees Add to Cart on cards. */
export const NEW_USER_CTA_FLAG_DEFAULT = true;

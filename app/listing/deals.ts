import { buildCategoryPath } from "./url";

/** spec §2 "{token} : Today's Deals": the deals catalog's Today's Deal group (2723), linked from the header. */
export const TODAYS_DEALS_PATH = buildCategoryPath({ catalogPrefix: "deals", slug: "todays-deal", groupId: "2723" });

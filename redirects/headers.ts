/** Why a response redirects (spec §2 reasons), for ops: sent by the Worker's tables and by loaders. */
export const REDIRECT_REASON_HEADER = "x-redirect-reason";
/** The table version that answered, so ops can tell which publish a redirect came from. */
export const REDIRECT_VERSION_HEADER = "x-redirect-version";

/** The longest search term the site takes (the search request, the no-results notify-me form). */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** The longest search term the site takes (the search request, the no-results notify-me form). */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** The shortest prefix the typeahead suggests for (the endpoint's and the header's rule): one letter matches too much to help. */
export const MIN_SUGGESTION_PREFIX = 2;

import { rovePets } from "./browse-nav-keys";

// What the header does with JavaScript beyond React, in one chunk loaded after the page's scripts
// (./site-header.tsx): the pets row as one Tab stop (decision 0053) and the search field's typeahead,
// whose own code loads on the field's first focus (decision 0048). One trigger line in the header
// for both: every page loads that line, and the listing's JavaScript budget has no room for two.

const SEARCH_FIELD = '.search-form input[type="search"]';

const startTypeahead = (field: HTMLInputElement) => import("#app/search/components/search-typeahead.ts").then((m) => m.default(field));

export function enhanceHeader() {
  rovePets();
  // Delegated, so a header drawn again after a navigation keeps it; the typeahead attaches once per field.
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(SEARCH_FIELD)) void startTypeahead(event.target);
  });
  // A shopper who reached the field before this chunk arrived.
  const focused = document.activeElement;
  if (focused instanceof HTMLInputElement && focused.matches(SEARCH_FIELD)) void startTypeahead(focused);
}

// What makes a listing a page of its own beyond the search it shows, added to its built view in one
// pure step (the loader decides the parts; nothing patches the view after). Pure.
import type { EducationalWidget } from "./educational-widgets";
import type { ListingView } from "./view";

interface ListingPageParts {
  /** a curated search's (spec §2 `/sp/`) or an ad's (`/sl/`) landing page: its name and copy */
  landing?: { title: string; intro: string };
  /** whether a landing page's copy shows under its heading (the plpHeader flag) */
  showsIntro?: boolean;
  /** an ad's landing page: its brand is the page, not a filter to choose */
  brandIsThePage?: boolean;
  /** a high-value facet page's own name (spec §2 `/f/`) */
  facetPageTitle?: string;
  /** the grid's educational widget, its link already in the market */
  educational?: EducationalWidget & { slot: number };
  /** CMS zone 19's place in the grid, when the page has it */
  zone19?: { slot: number };
}

type DecoratedView = Pick<ListingView, "title" | "intro" | "crumbs" | "educational" | "zone19"> & { facets: readonly { key: string }[] };

/** The listing's view with the page's own parts: its name and trail, its intro, its facets, its grid tiles. */
export function decorateListingView<V extends DecoratedView>(view: V, parts: ListingPageParts): V {
  const { landing, facetPageTitle } = parts;
  // (only fields of V are replaced, each with a value of its declared type)
  return {
    ...view,
    // A landing page heads the page with its name and closes the trail after Home with it.
    ...(landing && { title: landing.title, crumbs: [view.crumbs[0], { label: landing.title }] }),
    ...(landing && parts.showsIntro && { intro: landing.intro }),
    ...(parts.brandIsThePage && { facets: view.facets.filter((facet) => facet.key !== "brand_facet") }),
    ...(parts.educational && { educational: parts.educational }),
    ...(parts.zone19 && { zone19: parts.zone19 }),
    // A high-value facet page is a page of its own: its name closes the breadcrumb trail.
    ...(facetPageTitle ? { title: facetPageTitle, crumbs: [...view.crumbs, { label: facetPageTitle }] } : {}),
  } as V;
}

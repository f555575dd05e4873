// High-value search landing pages (spec §2 `/sp/{slug}`, issue #9): a search listing with its own
// heading and curated copy, indexable (docs/decisions/0022). Written once here; an unknown slug is
// not a page (404). Pure.

export interface SearchLanding {
  /** what the page searches for */
  term: string;
  /** its heading and title */
  title: string;
  /** the curated copy above the products */
  intro: string;
}

export const SEARCH_LANDINGS: Readonly<Record<string, SearchLanding>> = {
  "grain-free-dog-food": {
    term: "grain free dog food",
    title: "Grain-Free Dog Food",
    intro:
      "Recipes made without corn, wheat or soy, for dogs with sensitive stomachs or grain allergies. Filter by life stage, food form or flavour to find the right bowl.",
  },
  "puppy-essentials": {
    term: "puppy",
    title: "Puppy Essentials",
    intro: "Everything a new puppy needs for the first weeks home: puppy food sized for small mouths, training treats, chews for teething, crates and beds.",
  },
};

export function searchLanding(slug: string): SearchLanding | undefined {
  return Object.hasOwn(SEARCH_LANDINGS, slug) ? SEARCH_LANDINGS[slug] : undefined;
}

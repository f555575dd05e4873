// The educational widget of a listing's grid (spec §3 tile kind "educational-widget placeholder"):
// a tile among the products that leads to a care guide for what the shopper is browsing. The
// content service (issue #10) will own these; until then they are written once here. Pure.

export interface EducationalWidget {
  /** market-free path of the guide (app/content/content-page.ts) */
  href: string;
  title: string;
  text: string;
}

/** Index in the grid: the start of the third desktop row, past the first screen of products. */
export const EDUCATIONAL_WIDGET_SLOT = 8;

const WIDGETS: readonly (EducationalWidget & { groupIds: readonly string[] })[] = [
  {
    groupIds: ["288"],
    href: "/education/dog-food-guide",
    title: "How to choose a dog food",
    text: "Life stage, breed size and health needs all shape the right bowl.",
  },
  {
    groupIds: ["325"],
    href: "/education/cat-litter-guide",
    title: "Choosing a cat litter",
    text: "Clumping, clay, crystal or natural: what suits your cat and your home.",
  },
  {
    groupIds: ["2515", "20998"],
    href: "/education/flea-and-tick",
    title: "Flea & tick prevention",
    text: "How fleas and ticks spread, and how to keep them off your pet all year.",
  },
];

/** The widget for a listing in these categories (the category and its ancestors), if any. */
export function educationalWidgetFor(groupIds: readonly string[]): EducationalWidget | undefined {
  const found = WIDGETS.find((widget) => widget.groupIds.some((id) => groupIds.includes(id)));
  return found && { href: found.href, title: found.title, text: found.text };
}

/** Every care guide, for the home page's educational cards (its CMS placeholder `educational-cards`). */
export function educationalGuides(): EducationalWidget[] {
  return WIDGETS.map(({ href, title, text }) => ({ href, title, text }));
}

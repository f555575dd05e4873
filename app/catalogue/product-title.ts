// Titles that tell same-named products apart (issue #27): the catalogue holds distinct products that
// share a name (e.g. three "Aquaglow Betta Flakes Fish Food"), and a page title or feed title that
// is only the name makes them duplicates to a crawler and a shopper alike. A product whose name no
// other product has keeps its name; one that shares it gets the facts that tell it apart, as few as
// do. The product page's <title> and the product feed's title both read it. Pure.

/** What a product's title may add to its name: its items' options, and its own part number. */
export interface TitleFacts {
  partNumber: string;
  /** its published items, in option order */
  items: readonly { size: string | null; flavor: string | null }[];
}

const distinct = (values: readonly (string | null)[]): string[] => [...new Set(values.filter((value): value is string => !!value))];

/**
 * The qualifiers tried in turn, fewest facts first: the flavours; the flavours and sizes; those and
 * the part number (unique, so the last always tells a product apart). An empty one is skipped.
 */
function qualifiers(facts: TitleFacts): string[] {
  const flavours = distinct(facts.items.map((item) => item.flavor));
  const sizes = distinct(facts.items.map((item) => item.size));
  const options = [...flavours, ...sizes].join(", ");
  return [flavours.join(", "), options, [options, `item ${facts.partNumber}`].filter(Boolean).join("; ")];
}

/**
 * The product's distinguishing title: its name when no other product has it; otherwise the name
 * with the first qualifier no same-named product shares at that step ("Aquaglow Betta Flakes Fish
 * Food (5.5-oz bag, 11-oz bag)"). `others` are the other products of the same name.
 */
export function distinguishingTitle(name: string, product: TitleFacts, others: readonly TitleFacts[]): string {
  if (others.length === 0) return name;
  const own = qualifiers(product);
  const theirs = others.map(qualifiers);
  const step = own.findIndex((qualifier, i) => qualifier !== "" && theirs.every((other) => other[i] !== qualifier));
  // The last step carries the part number, which no other product has: found unless part numbers repeat.
  return `${name} (${own[step === -1 ? own.length - 1 : step]})`;
}

import { describe, expect, it } from "vitest";
import { decorateListingView } from "./decorate-listing-view";
import type { ListingView } from "./view";

const view: Pick<ListingView, "title" | "intro" | "crumbs" | "educational" | "zone19"> & { facets: { key: string }[] } = {
  title: "grain free",
  crumbs: [{ label: "Home", href: "/" }, { label: 'Search results for "grain free"' }],
  facets: [{ key: "brand_facet" }, { key: "FoodForm" }],
};

describe("a listing page's own parts", () => {
  it("without any, the view is as built", () => {
    expect(decorateListingView(view, {})).toEqual(view);
  });

  it("a landing page's name heads the page and closes the trail after Home; its copy shows only with the plpHeader flag", () => {
    const landing = { title: "Grain-Free Dog Food", intro: "Recipes made without corn." };
    expect(decorateListingView(view, { landing })).toEqual({
      ...view,
      title: "Grain-Free Dog Food",
      crumbs: [view.crumbs[0], { label: "Grain-Free Dog Food" }],
    });
    expect(decorateListingView(view, { landing, showsIntro: true }).intro).toBe("Recipes made without corn.");
    expect(decorateListingView(view, { showsIntro: true })).not.toHaveProperty("intro");
  });

  it("on an ad's landing page the brand is the page, not a facet to choose", () => {
    expect(decorateListingView(view, { brandIsThePage: true }).facets).toEqual([{ key: "FoodForm" }]);
  });

  it("a high-value facet page's name is its title and the trail's last step", () => {
    const facetPage = decorateListingView(
      {
        ...view,
        title: "Dog Food",
        crumbs: [
          { label: "Home", href: "/" },
          { label: "Dog Food", href: "/b/dog-food_c2" },
        ],
      },
      { facetPageTitle: "Dry Dog Food" },
    );
    expect(facetPage.title).toBe("Dry Dog Food");
    expect(facetPage.crumbs).toEqual([{ label: "Home", href: "/" }, { label: "Dog Food", href: "/b/dog-food_c2" }, { label: "Dry Dog Food" }]);
  });

  it("places the grid's educational widget and zone 19 when the page has them", () => {
    const educational = { href: "/education/dog-nutrition", title: "Dog nutrition", text: "What a dog needs.", slot: 8 };
    const decorated = decorateListingView(view, { educational, zone19: { slot: 4 } });
    expect(decorated.educational).toEqual(educational);
    expect(decorated.zone19).toEqual({ slot: 4 });
  });

  it("leaves the view it was given unchanged", () => {
    const before = structuredClone(view);
    decorateListingView(view, { landing: { title: "T", intro: "I" }, showsIntro: true, brandIsThePage: true, facetPageTitle: "F" });
    expect(view).toEqual(before);
  });
});

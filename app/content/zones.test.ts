import { describe, expect, it } from "vitest";
import { ContentHref, contrastRatio, ManagedPage, MIN_TEXT_CONTRAST, orderedZones } from "./zones";

const image = { small: "/images/banners/autoship-480.webp", medium: "/images/banners/autoship-960.webp", alt: "A dog beside a box of kibble" };

const page = {
  metadata: { id: "plp:b:288", metaTitle: "Dog Supplies", canonicalUrl: "/b/dog_c288", metaDescription: "Food, treats and toys for dogs." },
  zones: [
    {
      order: 2,
      components: [
        {
          kind: "bannerCarousel",
          autoAdvanceSeconds: 8,
          items: [
            { header: "Autoship & save 5%", image },
            { header: "New puppy?", topLine: "Guides", link: "/education/puppy", image },
          ],
        },
        { kind: "sku", title: "Top picks", dataSource: { type: "partNumbers", partNumbers: ["2048851", "10015375"] } },
        { kind: "placeholder", placeholderType: "recently-viewed", attributes: { limit: "8" } },
      ],
    },
    {
      order: 1,
      components: [
        {
          kind: "siteWideBanner",
          theme: { background: "#0b6e6e", text: "#ffffff" },
          bodyText: "FREE 1-2 day shipping on orders $49+",
          ctas: [{ label: "Shop deals", href: "/deals/todays-deal_c2723" }],
          footnote: "Contiguous US only.",
          modal: { title: "Free shipping details", images: ["/images/banners/truck.webp"], modalImageAltText: "A delivery truck" },
          newPageUrl: "/deals/todays-deal_c2723",
        },
        {
          kind: "banner",
          item: {
            header: "Vet-approved diets",
            subText: "Prescription food, delivered.",
            ctas: [{ label: "Shop now", href: "https://www.tailwise.example/b/vet-diets_c2515" }],
            image,
          },
        },
      ],
    },
  ],
};

describe("managed content (spec §3 header banner content, CMS zones)", () => {
  it("takes a page's metadata and zones with every component kind, and shows the zones by their order", () => {
    const parsed = ManagedPage.parse(page);
    expect(orderedZones(parsed).map((zone) => zone.order)).toEqual([1, 2]);
    expect(orderedZones(parsed)[0].components.map((c) => c.kind)).toEqual(["siteWideBanner", "banner"]);
  });

  it("refuses a banner whose text is hard to read on its background (WCAG AA 4.5:1)", () => {
    const faint = structuredClone(page);
    (faint.zones[1].components[0] as { theme: object }).theme = { background: "#ffffff", text: "#999999" };
    const result = ManagedPage.safeParse(faint);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain(`text and background need a contrast of at least ${MIN_TEXT_CONTRAST}:1`);
  });

  it("refuses what would break a page: zones sharing an order, a one-slide carousel, an unknown component", () => {
    const twice = { ...page, zones: [page.zones[0], { ...page.zones[1], order: 2 }] };
    expect(ManagedPage.safeParse(twice).error?.issues[0].message).toBe("two zones share an order");
    const oneSlide = structuredClone(page);
    (oneSlide.zones[0].components[0] as { items: unknown[] }).items.pop();
    expect(ManagedPage.safeParse(oneSlide).success).toBe(false);
    const unknown = structuredClone(page);
    unknown.zones[0].components.push({ kind: "marquee" } as never);
    expect(ManagedPage.safeParse(unknown).success).toBe(false);
  });

  it("links inside the site without the market prefix, or to secure addresses only", () => {
    for (const ok of ["/b/dog_c288", "/deals/todays-deal_c2723?sort=price", "https://www.tailwise.example/brands"])
      expect(ContentHref.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["/ca/b/dog_c288", "/ca", "//evil.example/x", "http://www.tailwise.example/", "javascript:alert(1)", "b/dog"])
      expect(ContentHref.safeParse(bad).success, bad).toBe(false);
  });
});

describe("contrast ratio (WCAG 2)", () => {
  it("is 21 for black on white, 1 for a colour on itself, and ~4.54 for #767676 on white", () => {
    expect(contrastRatio("#000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0b6e6e", "#0b6e6e")).toBe(1);
    expect(contrastRatio("#767676", "#fff")).toBeCloseTo(4.54, 2);
  });
});

import { describe, expect, it } from "vitest";
import { itemListJsonLd } from "./item-list-structured-data";
import { unexpected, validate } from "./structured-data-validator.testkit";

describe("a listing's ItemList (JSON-LD)", () => {
  const products = [
    { href: "/ca/kibble-deluxe/dp/2001", name: "Kibble Deluxe" },
    { href: "/ca/crunchy-bites/dp/2002", name: "Crunchy Bites" },
  ];

  it("names each product page by its absolute URL, positions continuing across pages", () => {
    const list = itemListJsonLd(products, "https://www.tailwise.example", 37);
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 37, name: "Kibble Deluxe", url: "https://www.tailwise.example/ca/kibble-deluxe/dp/2001" },
        { "@type": "ListItem", position: 38, name: "Crunchy Bites", url: "https://www.tailwise.example/ca/crunchy-bites/dp/2002" },
      ],
    });
  });

  it("passes the structured-data validator", async () => {
    expect(unexpected(await validate(itemListJsonLd(products, "https://www.tailwise.example")))).toEqual([]);
  });
});

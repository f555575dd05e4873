import { describe, expect, it } from "vitest";
import { cardImageSources, unpackCardImage } from "./card-image";
import { imageKindOf, packCardImage, productImagePath, productImageSources, productImageVersion } from "./product-image-url";
import { parseProductImagePath } from "./product-image-answer.server";

const product = { catalogEntryId: 1042, name: "Barkwell Grain-Free Salmon Recipe Dry Dog Food", brand: "Barkwell", image: "/images/products/dog-food.svg" };

describe("a product picture's address", () => {
  it("names the product, a version of its facts, the view, the width and the format", () => {
    expect(productImagePath(product, "front", 400, "webp")).toMatch(/^\/images\/p\/1042-[0-9a-z]{1,7}\/front-400\.webp$/);
    expect(productImagePath(product, "back", 800, "jpg")).toMatch(/^\/images\/p\/1042-[0-9a-z]{1,7}\/back-800\.jpg$/);
  });

  it("changes when a fact the picture is drawn from changes, so a cached picture is never stale", () => {
    const version = productImageVersion(product);
    expect(productImageVersion({ ...product, name: `${product.name} (new look)` })).not.toBe(version);
    expect(productImageVersion({ ...product, brand: "Northpaw" })).not.toBe(version);
    expect(productImageVersion({ ...product, image: "/images/products/dog-wet-food.svg" })).not.toBe(version);
    expect(productImageVersion({ ...product })).toBe(version);
  });

  it("reads the illustration kind from the catalogue's image path", () => {
    expect(imageKindOf("/images/products/cat-wet-food.svg")).toBe("cat-wet-food");
    expect(imageKindOf("dog-toy")).toBe("dog-toy");
  });

  it("parses back to what it was built from", () => {
    const path = productImagePath(product, "detail", 200, "jpg");
    expect(parseProductImagePath(path)).toEqual({ catalogEntryId: 1042, version: productImageVersion(product), view: "detail", width: 200, format: "jpg" });
  });

  it.each([
    "/images/p/1042-abc/front-300.webp", // a width we don't draw
    "/images/p/1042-abc/side-400.webp", // a view we don't draw
    "/images/p/1042-abc/front-400.png",
    "/images/p/0-abc/front-400.webp",
    "/images/p/99999999999-abc/front-400.webp",
    "/images/p/1042-ABC/front-400.webp",
    "/images/p/1042/front-400.webp",
    "/images/p/1042-abc/front-400.webp/x",
    "/images/products/dog-food.svg",
  ])("is not a picture we draw: %s", (path) => {
    expect(parseProductImagePath(path)).toBeNull();
  });

  it("gives an <img> every width as WebP, a thumbnail, the zoom's 800 px WebP and the feed's 800 px JPEG, for any view", () => {
    const sources = productImageSources(productImagePath(product, "front", 400, "webp"), "back")!;
    const base = `/images/p/1042-${productImageVersion(product)}`;
    expect(sources.src).toBe(`${base}/back-400.webp`);
    expect(sources.thumbnail).toBe(`${base}/back-200.webp`);
    expect(sources.srcSet).toBe(`${base}/back-400.webp 400w,${base}/back-800.webp 800w`);
    expect(sources.large).toBe(`${base}/back-800.webp`);
    expect(sources.jpeg).toBe(`${base}/back-800.jpg`);
    expect(productImageSources("/images/products/dog-food.svg")).toBeNull();
  });
});

describe("a card's picture in a listing's hydration payload", () => {
  it("travels as its version alone and comes back whole", () => {
    const path = productImagePath(product, "front", 400, "webp");
    const packed = packCardImage(path, "1042");
    expect(packed).toBe(productImageVersion(product));
    expect(unpackCardImage(packed, "1042")).toBe(path);
  });

  it("travels whole when it is not the card's own front picture", () => {
    for (const path of [productImagePath(product, "back", 400, "webp"), productImagePath(product, "front", 400, "webp"), "/images/products/dog-food.svg"]) {
      const id = path.includes("front") ? "7" : "1042";
      expect(unpackCardImage(packCardImage(path, id), id)).toBe(path);
    }
  });
});

describe("a card's picture in the browser", () => {
  it("has a srcset of the widths a card can use", () => {
    const path = productImagePath(product, "front", 400, "webp");
    expect(cardImageSources(path).srcSet).toBe([400, 800].map((w) => `${productImagePath(product, "front", w as 400 | 800, "webp")} ${w}w`).join(","));
  });
});

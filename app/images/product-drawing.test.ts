import { describe, expect, it } from "vitest";
import { drawProduct, flavourOf, formOf, type ProductImageFacts } from "./product-drawing";
import { PRODUCT_IMAGE_VIEWS } from "./product-image-url";
import { renderProductImage } from "./product-image-answer.server";

const wetDogFood: ProductImageFacts = {
  id: 501,
  name: "Barkwell Beef Stew Wet Dog Food",
  brand: "Barkwell",
  kind: "dog-wet-food",
  size: "13-oz can, case of 24",
};

const differingPixels = (a: Uint8Array, b: Uint8Array) => a.reduce((count, value, i) => count + (value === b[i] ? 0 : 1), 0);
const rgbPixels = (facts: ProductImageFacts) => {
  const image = drawProduct(facts, "front", 200);
  return Uint32Array.from(image.pixels, (index) => image.palette[index]!);
};

describe("a product's drawn picture", () => {
  it("is the same bytes for the same product, view, width and format", () => {
    for (const view of PRODUCT_IMAGE_VIEWS)
      for (const format of ["webp", "jpg"] as const)
        expect(renderProductImage(wetDogFood, { view, width: 200, format })).toEqual(renderProductImage({ ...wetDogFood }, { view, width: 200, format }));
  });

  it("tells two wet dog foods of different brands apart", () => {
    const other = { ...wetDogFood, id: 502, brand: "Northpaw", name: "Northpaw Beef Stew Wet Dog Food" };
    expect(differingPixels(new Uint8Array(rgbPixels(wetDogFood).buffer), new Uint8Array(rgbPixels(other).buffer))).toBeGreaterThan(2000);
  });

  it("tells two flavours of one brand's wet dog food apart", () => {
    const salmon = { ...wetDogFood, id: 503, name: "Barkwell Salmon Stew Wet Dog Food" };
    expect(rgbPixels(salmon)).not.toEqual(rgbPixels(wetDogFood));
  });

  it("draws each view differently", () => {
    const [front, back, detail] = PRODUCT_IMAGE_VIEWS.map((view) => drawProduct(wetDogFood, view, 200).pixels);
    expect(front).not.toEqual(back);
    expect(back).not.toEqual(detail);
  });

  it("draws every requested width square, from a palette WebP can index", () => {
    for (const width of [200, 400, 800]) {
      const image = drawProduct(wetDogFood, "front", width);
      expect([image.width, image.height, image.pixels.length]).toEqual([width, width, width * width]);
      expect(image.palette.length).toBeLessThanOrEqual(16);
    }
  });

  it("reads its form from the kind and its flavour from the name", () => {
    expect(formOf("dog-wet-food")).toBe("can");
    expect(formOf("cat-food")).toBe("bag");
    expect(formOf("dog-toy")).toBe("toy");
    expect(formOf("dog-crate")).toBe("box");
    expect(flavourOf("Crumble & Wag Peanut Butter Biscuits")?.word).toBe("peanut butter");
    expect(flavourOf("Squeakery Plush Fox")).toBeNull();
  });
});

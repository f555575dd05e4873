import { expect, it } from "vitest";
import { sharePayload } from "./share";

it("the share payload names the product and carries absolute links (spec §3)", () => {
  expect(
    sharePayload({ catalogEntryId: "501", productName: "Kibble", productImageUrl: "/images/p/1.svg", url: "/ca/kibble/dp/501" }, "https://shop.example"),
  ).toEqual({
    catalogEntryId: "501",
    productName: "Kibble",
    productImageUrl: "https://shop.example/images/p/1.svg",
    shareData: { title: "Kibble", text: "Kibble at Tailwise", url: "https://shop.example/ca/kibble/dp/501" },
  });
});

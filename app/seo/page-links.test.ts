import { describe, expect, it } from "vitest";
import { pageLinks } from "./page-links";

const siteOrigin = "https://www.tailwise.com";

describe("pageLinks", () => {
  it("a US page: canonical to itself, alternates to the US and Canadian pages, x-default to the US one", () => {
    expect(pageLinks({ siteOrigin, path: "/b/dog_c288_p2?sort=byNewest" })).toEqual([
      { tagName: "link", rel: "canonical", href: "https://www.tailwise.com/b/dog_c288_p2?sort=byNewest" },
      { tagName: "link", rel: "alternate", hrefLang: "en-US", href: "https://www.tailwise.com/b/dog_c288_p2?sort=byNewest" },
      { tagName: "link", rel: "alternate", hrefLang: "en-CA", href: "https://www.tailwise.com/ca/b/dog_c288_p2?sort=byNewest" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://www.tailwise.com/b/dog_c288_p2?sort=byNewest" },
    ]);
  });

  it("a Canadian page is canonical to itself, and no link doubles the prefix", () => {
    const links = pageLinks({ siteOrigin, path: "/ca/good-bite-chews/dp/500001" });
    expect(links[0]).toEqual({ tagName: "link", rel: "canonical", href: "https://www.tailwise.com/ca/good-bite-chews/dp/500001" });
    expect(links.map((link) => link.href)).toEqual([
      "https://www.tailwise.com/ca/good-bite-chews/dp/500001",
      "https://www.tailwise.com/good-bite-chews/dp/500001",
      "https://www.tailwise.com/ca/good-bite-chews/dp/500001",
      "https://www.tailwise.com/good-bite-chews/dp/500001",
    ]);
  });

  it("the home page is / and /ca (spec §2: the Canadian home page has one address)", () => {
    expect(pageLinks({ siteOrigin, path: "/ca" }).map((link) => link.href)).toEqual([
      "https://www.tailwise.com/ca",
      "https://www.tailwise.com/",
      "https://www.tailwise.com/ca",
      "https://www.tailwise.com/",
    ]);
  });

  it("every URL starts with the configured origin, whatever the request's host was", () => {
    for (const link of pageLinks({ siteOrigin: "http://127.0.0.1:8787", path: "/brands" })) {
      expect(link.href).toMatch(/^http:\/\/127\.0\.0\.1:8787\//);
    }
  });
});

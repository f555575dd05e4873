import { describe, expect, it } from "vitest";
import { CONTENT_POINTER_KEY, contentVersionKey, HEADER_PAGE_ID, managedPageFor } from "./content-document";
import { createLiveContent, LIVE_CONTENT_TTL_MS, type ContentKv, type LiveContent } from "./live-content.server";

// The KV namespace's read, over a map (the Worker tests read wrangler's local KV).
function kvOf(values: Map<string, string>): ContentKv {
  return { get: async (key: string) => values.get(key) ?? null } as unknown as ContentKv;
}

const header = (bodyText: string) => ({
  metadata: { id: HEADER_PAGE_ID },
  zones: [{ order: 1, components: [{ kind: "siteWideBanner", theme: { background: "#0b6e6e", text: "#ffffff" }, bodyText }] }],
});

function publish(values: Map<string, string>, version: string, bodyText: string) {
  values.set(
    contentVersionKey(version),
    JSON.stringify({ format: 1, version, publishedAt: "2026-11-26T12:00:00.000Z", content: { pages: { [HEADER_PAGE_ID]: header(bodyText) } } }),
  );
  values.set(CONTENT_POINTER_KEY, JSON.stringify({ format: 1, version, previous: [], updatedAt: "2026-11-26T12:00:00.000Z" }));
}

const banner = ({ content }: LiveContent) => {
  const component = content && managedPageFor(content, HEADER_PAGE_ID, "us")?.zones[0].components[0];
  return component && component.kind === "siteWideBanner" ? component.bodyText : null;
};

describe("the live managed content a Worker reads", () => {
  it("is the pointer's version, and a newly published one shows within a minute", async () => {
    const values = new Map<string, string>();
    const live = createLiveContent();
    const logs: string[] = [];
    expect(await live.read(kvOf(values), (m) => logs.push(m), 0)).toMatchObject({ version: null, content: null });
    publish(values, "v1", "Free shipping on {freeShippingThreshold}+");
    expect(banner(await live.read(kvOf(values), (m) => logs.push(m), LIVE_CONTENT_TTL_MS))).toBe("Free shipping on {freeShippingThreshold}+");
    publish(values, "v2", "Autoship & save 5%");
    expect(banner(await live.read(kvOf(values), (m) => logs.push(m), LIVE_CONTENT_TTL_MS + 59_000))).toBe("Free shipping on {freeShippingThreshold}+");
    expect(banner(await live.read(kvOf(values), (m) => logs.push(m), 2 * LIVE_CONTENT_TTL_MS))).toBe("Autoship & save 5%");
    expect(logs).toEqual([]);
  });

  it("keeps the last good content when the live version is missing or invalid, and says why", async () => {
    const values = new Map<string, string>();
    const live = createLiveContent();
    const logs: string[] = [];
    publish(values, "v1", "Free shipping on {freeShippingThreshold}+");
    await live.read(kvOf(values), (m) => logs.push(m), 0);
    values.set(CONTENT_POINTER_KEY, JSON.stringify({ format: 1, version: "v9", previous: ["v1"], updatedAt: "2026-11-26T12:00:00.000Z" }));
    expect(banner(await live.read(kvOf(values), (m) => logs.push(m), LIVE_CONTENT_TTL_MS))).toBe("Free shipping on {freeShippingThreshold}+");
    expect(logs).toEqual(["managed content unavailable, keeping version v1: content:version:v9 is missing"]);
    publish(values, "v3", "x");
    values.set(
      contentVersionKey("v3"),
      JSON.stringify({
        format: 1,
        version: "v3",
        publishedAt: "2026-11-26T12:00:00.000Z",
        content: {
          pages: {
            [HEADER_PAGE_ID]: {
              ...header("x"),
              zones: [{ order: 1, components: [{ kind: "siteWideBanner", theme: { background: "#fff", text: "#eee" }, bodyText: "faint" }] }],
            },
          },
        },
      }),
    );
    expect(banner(await live.read(kvOf(values), (m) => logs.push(m), 2 * LIVE_CONTENT_TTL_MS))).toBe("Free shipping on {freeShippingThreshold}+");
    expect(logs[1]).toMatch(
      /^managed content unavailable, keeping version v1: content:version:v3: content\.pages\.site:header\.zones\[0\]\.components\[0\]\.theme: text and background need a contrast/,
    );
  });

  it("shows none, rather than failing the page, when nothing valid was ever published", async () => {
    const values = new Map([[CONTENT_POINTER_KEY, "{not json"]]);
    const logs: string[] = [];
    expect(await createLiveContent().read(kvOf(values), (m) => logs.push(m), 0)).toMatchObject({ version: null, content: null });
    expect(logs).toEqual([expect.stringMatching(/^managed content unavailable, showing none: content:pointer is not JSON: /)]);
  });
});

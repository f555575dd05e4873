import { describe, expect, it } from "vitest";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";

// Brand videos (issue #26, docs/decisions/0059) through the built worker: the files are WebM only, so
// each video also offers its file and its transcript, and a link near the brand page's header jumps
// to the videos below the products.

const worker = useWorker();

const page = async (path: string) => {
  const res = await get(worker.mf, path);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe.each([
  { market: "US", prefix: "" },
  { market: "Canada", prefix: "/ca" },
])("a brand page with videos in the $market market", ({ prefix }) => {
  it("links to its videos from the top, before the products, and the videos' section is there to land on", async () => {
    const html = await page(`${prefix}/brands/barkwell_c30001`);
    const jump = html.indexOf('<p class="brand-videos-jump"><a href="#brand-videos">Watch the Barkwell video</a></p>');
    expect(jump).toBeGreaterThan(0);
    expect(jump).toBeLessThan(html.indexOf('id="results"'));
    const section = html.indexOf('<section id="brand-videos" class="brand-videos"');
    expect(section).toBeGreaterThan(html.indexOf('class="product-grid"'));
  });

  it("offers each video as a WebM source, a download and a transcript, for browsers that cannot play WebM", async () => {
    const html = await page(`${prefix}/brands/barkwell_c30001`);
    expect(html).toContain('<source src="/videos/barkwell-kitchen.webm" type="video/webm"/>');
    expect(html).toContain('<p class="brand-video__download"><a href="/videos/barkwell-kitchen.webm" download="">Download the video (WebM)</a></p>');
    expect(html).toMatch(/<details class="brand-video__transcript"><summary>Transcript<\/summary><p>Barkwell biscuits are baked in small batches\./);
    expect(html).not.toContain("brand-video__unplayable");
  });

  it("keeps the download and the transcript outside the video's <figure>, which may hold nothing after its caption (the Nu checker's error)", async () => {
    const html = await page(`${prefix}/brands/barkwell_c30001`);
    const figures = html.match(/<figure>[\s\S]*?<\/figure>/g) ?? [];
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      expect(figure).toMatch(/<\/figcaption><\/figure>$/);
      expect(figure).not.toContain("brand-video__download");
      expect(figure).not.toContain("brand-video__transcript");
    }
  });
});

it("a brand page without videos has no link to them", async () => {
  const html = await page("/brands/northpaw_c30005");
  expect(html).not.toContain("brand-videos-jump");
  expect(html).not.toContain('id="brand-videos"');
});

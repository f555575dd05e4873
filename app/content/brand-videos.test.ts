import { describe, expect, it } from "vitest";
import { ContentSource } from "./content-document";
import { brandVideosFor } from "./brand-videos";

const content = ContentSource.parse({
  brandVideos: [
    {
      brand: "Barkwell",
      videoId: "barkwell-kitchen",
      title: "How Barkwell bakes",
      poster: "/images/content/hero-dog.svg",
      captions: [
        { language: "en", label: "English" },
        { language: "fr-CA", label: "Français" },
      ],
    },
    { brand: "Whisker & Co", videoId: "whisker-co-story", title: "The Whisker & Co story", captions: [{ language: "en", label: "English" }] },
  ],
});

describe("brand videos (spec §3)", () => {
  it("are the brand's, with the file and every caption track at the video-hosting base URL", () => {
    expect(brandVideosFor(content, "barkwell", "https://videos.tailwise.test")).toEqual([
      {
        title: "How Barkwell bakes",
        src: "https://videos.tailwise.test/barkwell-kitchen.webm",
        poster: "/images/content/hero-dog.svg",
        captions: [
          { src: "https://videos.tailwise.test/barkwell-kitchen.en.vtt", language: "en", label: "English" },
          { src: "https://videos.tailwise.test/barkwell-kitchen.fr-CA.vtt", language: "fr-CA", label: "Français" },
        ],
      },
    ]);
    expect(brandVideosFor(content, "Northpaw", "/videos")).toEqual([]);
  });

  it("are not published without captions", () => {
    const uncaptioned = ContentSource.safeParse({ brandVideos: [{ brand: "Barkwell", videoId: "x", title: "t", captions: [] }] });
    expect(uncaptioned.success).toBe(false);
  });
});

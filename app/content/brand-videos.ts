// spec §3 "brand videos" on a brand's page (issue #10): the managed content's videos for the brand,
// with their files and caption tracks at the environment's video-hosting base URL. Pure.
import type { ContentSource } from "./content-document";

/** The one format the videos are in (docs/decisions/0059): the player's <source type> and its playability check. */
export const BRAND_VIDEO_TYPE = "video/webm";
/** The videos' section on a brand page, which a link near the header jumps to. */
export const BRAND_VIDEOS_ANCHOR = "brand-videos";

export interface BrandVideoView {
  title: string;
  description?: string;
  src: string;
  poster?: string;
  /** what is said and shown, as text (the managed content's; shown under the player) */
  transcript?: string;
  captions: { src: string; language: string; label: string }[];
}

/** A brand page's videos (brand names compared as the catalogue writes them, letter case aside). */
export function brandVideosFor(content: Pick<ContentSource, "brandVideos">, brand: string, baseUrl: string): BrandVideoView[] {
  const wanted = brand.trim().toLowerCase();
  return content.brandVideos
    .filter((video) => video.brand.toLowerCase() === wanted)
    .map((video) => ({
      title: video.title,
      ...(video.description ? { description: video.description } : {}),
      src: `${baseUrl}/${video.videoId}.webm`,
      ...(video.poster ? { poster: video.poster } : {}),
      ...(video.transcript ? { transcript: video.transcript } : {}),
      captions: video.captions.map(({ language, label }) => ({ src: `${baseUrl}/${video.videoId}.${language}.vtt`, language, label })),
    }));
}

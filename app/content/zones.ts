// Managed content (spec §3 "Header banner content", "Other page state: CMS zones"; issue #10): a
// page's metadata and its zones, each zone an order and components. Merchandisers publish it to the
// CONTENT KV; it is validated with these schemas when written (the ops CLI) and when read (the
// Worker), so a page never renders a half-formed banner. Pure.
import { z } from "zod";

const MAX_TEXT = 500;

/** Text a shopper reads: trimmed, not empty, not a novel. */
const Text = z.string().trim().min(1).max(MAX_TEXT);

/** A link inside the site, without the market prefix (the URL builder adds it), or a secure outside address. */
export const ContentHref = z
  .string()
  .max(2048)
  .refine((href) => (href.startsWith("/") && !href.startsWith("//")) || /^https:\/\/[^\s]+$/.test(href), {
    message: "a site path starting with / (no market prefix) or an https:// address",
  })
  .refine((href) => !/^\/ca(\/|$)/.test(href), { message: "a site path without the market prefix: the page adds /ca where it applies" });

/** An image: a site asset path or a secure address. */
const ImageSrc = z
  .string()
  .max(2048)
  .regex(/^(\/(?!\/)|https:\/\/)\S+$/, "a site path or an https:// address");

/** #rgb or #rrggbb. */
const HexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, "a colour as #rgb or #rrggbb");

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((d) => {
    const c = parseInt(d, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Body text on its background must be readable: WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const Theme = z.object({ background: HexColour, text: HexColour }).refine((theme) => contrastRatio(theme.background, theme.text) >= MIN_TEXT_CONTRAST, {
  message: `text and background need a contrast of at least ${MIN_TEXT_CONTRAST}:1`,
});

const CallToAction = z.object({ label: Text.max(60), href: ContentHref });

/** One picture in several sizes (spec §3 "images in several sizes"); alt "" marks it decorative. */
const ResponsiveImage = z.object({
  small: ImageSrc,
  medium: ImageSrc.optional(),
  large: ImageSrc.optional(),
  alt: z.string().trim().max(250),
});

/** spec §3 site-wide banner: theme colours, body text, asset, call-to-action options, footnote, modal images with alt text, newPageUrl. */
const SiteWideBanner = z.object({
  kind: z.literal("siteWideBanner"),
  theme: Theme,
  bodyText: Text.max(200),
  asset: ResponsiveImage.optional(),
  ctas: z.array(CallToAction).max(3).default([]),
  footnote: Text.max(300).optional(),
  /** Details shown in a dialog (the banner's "see details"). */
  modal: z
    .object({
      title: Text.max(120),
      images: z.array(ImageSrc).min(1).max(4),
      modalImageAltText: z.string().trim().max(250),
      body: Text.optional(),
    })
    .optional(),
  /** Where the banner leads as a whole (spec §3 newPageUrl). */
  newPageUrl: ContentHref.optional(),
});

/** spec §3 placeholder: a slot another system fills (placeholderType, attributes). */
const Placeholder = z.object({
  kind: z.literal("placeholder"),
  placeholderType: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z][a-zA-Z0-9-]*$/, "a placeholder type such as recently-viewed"),
  attributes: z.record(z.string().max(60), z.string().max(500)).default({}),
});

/** spec §3 banner items: header, subText, topLine, ctas, link, images in several sizes. */
const BannerItem = z.object({
  header: Text.max(120),
  subText: Text.max(300).optional(),
  topLine: Text.max(80).optional(),
  ctas: z.array(CallToAction).max(2).default([]),
  link: ContentHref.optional(),
  image: ResponsiveImage,
});

const Banner = z.object({ kind: z.literal("banner"), item: BannerItem });

const BannerCarousel = z.object({
  kind: z.literal("bannerCarousel"),
  items: z.array(BannerItem).min(2).max(8),
  /** Seconds per slide when it turns by itself; shoppers can pause it, and it never turns for reduced motion. */
  autoAdvanceSeconds: z.number().int().min(5).max(20).optional(),
});

/** spec §3 sku component with a data source: products named by part number, or a widget carousel. */
const SkuComponent = z.object({
  kind: z.literal("sku"),
  title: Text.max(120),
  dataSource: z.discriminatedUnion("type", [
    z.object({
      type: z.literal("partNumbers"),
      partNumbers: z
        .array(z.string().regex(/^\d{1,12}$/, "a part number"))
        .min(1)
        .max(24),
    }),
    z.object({ type: z.literal("carousel"), carouselId: z.string().regex(/^[a-z0-9-]{1,60}$/, "a carousel id") }),
  ]),
});

export const ContentComponent = z.discriminatedUnion("kind", [SiteWideBanner, Placeholder, Banner, BannerCarousel, SkuComponent]);
export type ContentComponent = z.infer<typeof ContentComponent>;

/** A zone: where it sits among its page's zones, and what it shows. */
export const ContentZone = z.object({
  order: z.number().int().min(0).max(999),
  components: z.array(ContentComponent).max(12),
});
export type ContentZone = z.infer<typeof ContentZone>;

/** spec §3 other page state: the listing page's CMS zones. */
export const LISTING_ZONE_NAMES = ["zone1", "zone2", "zone3", "zone19", "elpZones", "postPaginationZones"] as const;
export type ListingZoneName = (typeof LISTING_ZONE_NAMES)[number];

/** spec §3 header banner content: page metadata (id, metaTitle, canonicalUrl, metaDescription) and zones. */
export const ContentPageMetadata = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9:/_-]{0,119}$/, "a page id such as plp:b:288"),
  metaTitle: Text.max(120).optional(),
  canonicalUrl: ContentHref.optional(),
  metaDescription: Text.max(320).optional(),
});
export type ContentPageMetadata = z.infer<typeof ContentPageMetadata>;

export const ManagedPage = z
  .object({
    metadata: ContentPageMetadata,
    zones: z.array(ContentZone).max(40),
  })
  .refine((page) => new Set(page.zones.map((zone) => zone.order)).size === page.zones.length, { message: "two zones share an order", path: ["zones"] });
export type ManagedPage = z.infer<typeof ManagedPage>;

/**
 * spec §3 "brand videos": a brand page's videos. The file is `{VIDEO_BASE_URL}/{videoId}.webm`, its
 * captions `{VIDEO_BASE_URL}/{videoId}.{language}.vtt` (the video-hosting base URL is the
 * environment's; docs/decisions/0026).
 */
export const BrandVideo = z.object({
  /** the brand's name as the catalogue has it (its brand page shows the video) */
  brand: Text.max(80),
  videoId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "a video id such as barkwell-kitchen"),
  title: Text.max(120),
  description: Text.max(300).optional(),
  poster: ImageSrc.optional(),
  /** the video's words and what it shows, as text (docs/decisions/0059: shown under the player) */
  transcript: Text.optional(),
  /** caption tracks by language (at least one: a video without captions is not published) */
  captions: z
    .array(z.object({ language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "a language such as en or fr-CA"), label: Text.max(40) }))
    .min(1)
    .max(4),
});
export type BrandVideo = z.infer<typeof BrandVideo>;

/** A page's zones in the order they show. */
export function orderedZones(page: ManagedPage): ContentZone[] {
  return [...page.zones].sort((a, b) => a.order - b.order);
}

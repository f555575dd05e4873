import { z } from "zod";
import type { MarketConfig } from "#app/markets/config.ts";
import { buildCategoryPath } from "#app/urls/listing-url.ts";
import { PRIVACY_PAGE, TERMS_PAGE } from "./legal-pages";

/** A section's text: one paragraph (a string, as pages were first written) or several. */
const Paragraphs = z.union([z.string().transform((text) => (text === "" ? [] : [text])), z.array(z.string().min(1))]);

const ContentSection = z.object({
  heading: z.string(),
  body: Paragraphs.default([]),
  /** A bulleted list shown after the paragraphs. */
  list: z.array(z.string().min(1)).default([]),
  link: z.object({ label: z.string(), href: z.string().startsWith("/") }).optional(),
});
type ContentSection = z.infer<typeof ContentSection>;

// A simple CMS page kept in the CONTENT KV under `page:{path}` (path without market prefix).
export const ContentPage = z.object({
  title: z.string().min(1),
  intro: z.string().default(""),
  sections: z.array(ContentSection).default([]),
});
export type ContentPage = z.infer<typeof ContentPage>;

/**
 * What may sit under a page's key, in KV or built in: one page for both markets, or one per market
 * (`{"byMarket": {"us": {...}, "ca": {...}}}`) where the text must differ, as terms and privacy do
 * (spec §1: thresholds, returns, delivery wording). Both variants are required so that no market
 * finds a page missing that the other has.
 */
export const ContentPageEntry = z.union([z.object({ byMarket: z.object({ us: ContentPage, ca: ContentPage }) }), ContentPage]);
export type ContentPageEntry = z.infer<typeof ContentPageEntry>;
/** Pages and entries as written (a section body may still be one string); parsing normalises them. */
export type ContentPageInput = z.input<typeof ContentPage>;
export type ContentPageEntryInput = z.input<typeof ContentPageEntry>;

/** The page a market shows for an entry: its own variant, or the one page both markets share. */
export function pageForMarket(entry: ContentPageEntry, region: MarketConfig["region"]): ContentPage {
  return "byMarket" in entry ? entry.byMarket[region] : entry;
}

export const contentPageKey = (path: string) => `page:${path}`;
/** Workers KV refuses keys longer than 512 bytes: a longer path cannot name a page in KV. */
export const KV_MAX_KEY_BYTES = 512;
export const fitsKvKey = (key: string) => new TextEncoder().encode(key).length <= KV_MAX_KEY_BYTES;

/**
 * Pages the site ships with (redirect destinations among them); KV entries override them so
 * editors can change copy without a deploy. A KV entry replaces the built-in entry whole: a single
 * page there is shown in both markets, even where the built-in one has a variant per market.
 */
export const BUILT_IN_PAGES: Record<string, ContentPageEntryInput> = {
  "/app/content/terms": TERMS_PAGE,
  "/app/content/privacy": PRIVACY_PAGE,
  "/vet-care": {
    title: "Vet Care",
    intro: "Talk to a licensed vet, refill prescriptions and keep your pet's health on track.",
    sections: [
      {
        heading: "Pet pharmacy",
        body: "Prescription medications, delivered.",
        link: { label: "Shop pharmacy", href: buildCategoryPath({ catalogPrefix: "b", slug: "pharmacy", groupId: "2515" }) },
      },
      {
        heading: "Veterinary diets",
        body: "Therapeutic foods your vet recommends.",
        link: { label: "Shop vet diets", href: buildCategoryPath({ catalogPrefix: "b", slug: "vet-diets", groupId: "459" }) },
      },
      { heading: "Connect with a vet", body: "Chat with a vet 7 days a week, no appointment needed." },
    ],
  },
  "/education/dog-food-guide": {
    title: "How to choose a dog food",
    intro: "Life stage, breed size and health needs all shape the right food for your dog.",
    sections: [
      {
        heading: "Puppies",
        body: "Puppy formulas carry more protein and calories for growth.",
        link: { label: "Puppy food", href: buildCategoryPath({ catalogPrefix: "b", slug: "puppy-food", groupId: "11097" }) },
      },
      {
        heading: "Seniors",
        body: "Senior recipes support joints and a healthy weight.",
        link: { label: "Senior dog food", href: buildCategoryPath({ catalogPrefix: "b", slug: "senior-dog-food", groupId: "11099" }) },
      },
    ],
  },
  "/education/cat-litter-guide": {
    title: "Choosing a cat litter",
    intro: "Clumping, clay, crystal or natural: what suits your cat and your home.",
    sections: [],
  },
  "/education/pet-health": {
    title: "Pet health basics",
    intro: "Vaccines, parasite prevention and check-ups through every life stage.",
    sections: [{ heading: "Flea & tick", body: "Year-round protection matters, even indoors." }],
  },
  "/education/pet-care": {
    title: "Pet care guides",
    intro: "Everyday care for every kind of pet: feeding, grooming, exercise and health.",
    sections: [
      {
        heading: "Dogs",
        body: "Feeding, training and health through every life stage.",
        link: { label: "Shop dog", href: buildCategoryPath({ catalogPrefix: "b", slug: "dog", groupId: "288" }) },
      },
      {
        heading: "Cats",
        body: "Litter, play and nutrition for happy cats.",
        link: { label: "Shop cat", href: buildCategoryPath({ catalogPrefix: "b", slug: "cat", groupId: "325" }) },
      },
    ],
  },
  "/education/puppy-training": {
    title: "Puppy training basics",
    intro: "House training, crate training and the first commands, one step at a time.",
    sections: [
      {
        heading: "Treats that help",
        body: "Small, soft training treats keep sessions short and positive.",
        link: { label: "Training treats", href: buildCategoryPath({ catalogPrefix: "b", slug: "training-dog-treats", groupId: "20115" }) },
      },
    ],
  },
  "/education/flea-and-tick": {
    title: "Flea & tick prevention",
    intro: "How fleas and ticks spread, and how to keep them off your pet all year.",
    sections: [],
  },
};

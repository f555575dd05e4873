// The pages the site ships with: the legal pages (./legal-pages.ts, from the offers table's facts)
// and the help pages. A table of its own so that the page schema (./content-page.ts) and the legal
// pages, which are written in that schema, do not import each other.
import type { ContentPageEntryInput } from "./content-page";
import { PRIVACY_PAGE, TERMS_PAGE } from "./legal-pages";
import { buildCategoryPath } from "#app/urls/listing-url.ts";

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

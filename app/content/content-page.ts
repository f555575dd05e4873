import { z } from "zod";

// A simple CMS page kept in the CONTENT KV under `page:{path}` (path without market prefix).
export const ContentPage = z.object({
  title: z.string().min(1),
  intro: z.string().default(""),
  sections: z
    .array(z.object({ heading: z.string(), body: z.string(), link: z.object({ label: z.string(), href: z.string().startsWith("/") }).optional() }))
    .default([]),
});
export type ContentPage = z.infer<typeof ContentPage>;

export const contentPageKey = (path: string) => `page:${path}`;

/**
 * Pages the site ships with (redirect destinations among them); KV entries override them so
 * editors can change copy without a deploy.
 */
export const BUILT_IN_PAGES: Record<string, ContentPage> = {
  "/vet-care": {
    title: "Vet Care",
    intro: "Talk to a licensed vet, refill prescriptions and keep your pet's health on track.",
    sections: [
      { heading: "Pet pharmacy", body: "Prescription medications, delivered.", link: { label: "Shop pharmacy", href: "/b/pharmacy_c2515" } },
      { heading: "Veterinary diets", body: "Therapeutic foods your vet recommends.", link: { label: "Shop vet diets", href: "/b/vet-diets_c459" } },
      { heading: "Connect with a vet", body: "Chat with a vet 7 days a week, no appointment needed." },
    ],
  },
  "/education/dog-food-guide": {
    title: "How to choose a dog food",
    intro: "Life stage, breed size and health needs all shape the right food for your dog.",
    sections: [
      { heading: "Puppies", body: "Puppy formulas carry more protein and calories for growth.", link: { label: "Puppy food", href: "/b/puppy-food_c11097" } },
      { heading: "Seniors", body: "Senior recipes support joints and a healthy weight.", link: { label: "Senior dog food", href: "/b/senior-dog-food_c11099" } },
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
      { heading: "Dogs", body: "Feeding, training and health through every life stage.", link: { label: "Shop dog", href: "/b/dog_c288" } },
      { heading: "Cats", body: "Litter, play and nutrition for happy cats.", link: { label: "Shop cat", href: "/b/cat_c325" } },
    ],
  },
  "/education/puppy-training": {
    title: "Puppy training basics",
    intro: "House training, crate training and the first commands, one step at a time.",
    sections: [{ heading: "Treats that help", body: "Small, soft training treats keep sessions short and positive.", link: { label: "Training treats", href: "/b/training-dog-treats_c20115" } }],
  },
  "/education/flea-and-tick": {
    title: "Flea & tick prevention",
    intro: "How fleas and ticks spread, and how to keep them off your pet all year.",
    sections: [],
  },
  "/sp/grain-free-dog-food": {
    title: "Grain-free dog food",
    intro: "Recipes made without corn, wheat or soy.",
    sections: [{ heading: "Shop grain-free", body: "Browse every grain-free recipe.", link: { label: "Search grain-free", href: "/s?query=grain free dog food" } }],
  },
  "/sp/puppy-essentials": {
    title: "Puppy essentials",
    intro: "Everything a new puppy needs for the first weeks home.",
    sections: [{ heading: "Puppy food", body: "Start them right.", link: { label: "Shop puppy food", href: "/b/puppy-food_c11097" } }],
  },
};

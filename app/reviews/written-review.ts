// One review of a product, written from the product's own facts (docs/decisions/0058): what kind of
// thing it is (food, treat, toy, litter, care, gear, gift card), for which pet, its brand and the
// flavour its name mentions, the review's stars (./review-stars.ts) and its place in the list. The
// same product and place always give the same review, on every server and in every test.
//
// These sentences are catalogue content, like the generated product descriptions, not the page's
// own words (those are in locales/en-US/product-reviews.json). They avoid words US and Canadian
// English spell differently ("recipe", never "flavor"), so both markets show them unchanged.

import { stableHash } from "#app/images/stable-hash.ts";

/** What a review is written from: the product's facts as the product page loads them. */
export interface ReviewedProduct {
  id: number;
  name: string;
  brand: string;
  /** the catalogue's illustration kind, e.g. "dog-wet-food" (app/images/product-image-url.ts imageKindOf) */
  kind: string;
  /** days since the product was added to the catalogue: its reviews are all from after that */
  ageDays: number;
}

export interface WrittenReview {
  ordinal: number;
  stars: number;
  author: string;
  /** days before the catalogue's newest day (0 = the newest) */
  daysAgo: number;
  title: string;
  text: string;
}

type Topic = "food" | "treat" | "toy" | "litter" | "care" | "gear" | "gift";

const TOPIC_OF_KIND: Record<string, Topic> = {
  "dog-food": "food",
  "cat-food": "food",
  "dog-wet-food": "food",
  "cat-wet-food": "food",
  "small-pet-food": "food",
  "bird-food": "food",
  "fish-food": "food",
  "reptile-food": "food",
  "vet-diet": "food",
  "dog-treats": "treat",
  "cat-treats": "treat",
  "dog-chew": "treat",
  "dog-toy": "toy",
  "cat-toy": "toy",
  "cat-litter": "litter",
  supplement: "care",
  "flea-tick": "care",
  pharmacy: "care",
  "dog-grooming": "care",
  "gift-card": "gift",
};

export const topicOf = (kind: string): Topic => TOPIC_OF_KIND[kind] ?? "gear";

const PETS: Array<[prefix: string, pet: string]> = [
  ["dog", "dog"],
  ["cat", "cat"],
  ["small-pet", "rabbit"],
  ["bird", "parakeet"],
  ["fish", "fish"],
  ["reptile", "gecko"],
  ["horse", "horse"],
  ["farm", "goat"],
  ["aquarium", "fish"],
];

/** The pet a product is for: from its kind, else from its name (a gift card, a pharmacy tub). */
export function petOf(product: Pick<ReviewedProduct, "kind" | "name">): string {
  const fromKind = PETS.find(([prefix]) => product.kind.startsWith(prefix));
  if (fromKind) return fromKind[1];
  const name = product.name.toLowerCase();
  return name.includes("cat") || name.includes("kitten") ? "cat" : "dog";
}

// The flavours product names use (the same words the picture generator colours, app/images/product-drawing.ts).
const FLAVOURS = [
  "peanut butter",
  "sweet potato",
  "ocean fish",
  "chicken",
  "beef",
  "salmon",
  "lamb",
  "turkey",
  "duck",
  "whitefish",
  "venison",
  "bison",
  "tuna",
  "pumpkin",
  "cheese",
];

const AUTHORS = [
  "Maria",
  "James",
  "Priya",
  "Daniel",
  "Chloe",
  "Marcus",
  "Aiko",
  "Liam",
  "Sofia",
  "Noah",
  "Fatima",
  "Ethan",
  "Grace",
  "Mateo",
  "Hannah",
  "Omar",
  "Emily",
  "Lucas",
  "Zoe",
  "Ben",
  "Isabelle",
  "Kwame",
  "Megan",
  "Diego",
  "Nora",
  "Ryan",
  "Leila",
  "Tom",
  "Ava",
  "Sam",
  "Rosa",
  "Kevin",
];

const PET_NAMES = ["Biscuit", "Luna", "Max", "Pepper", "Milo", "Daisy", "Rocky", "Olive", "Bear", "Willow", "Scout", "Hazel", "Toby", "Maple", "Ziggy", "Nala"];

// {pet} the pet, {petName} a pet's name, {brand} the brand, {taste} "recipe", after the flavour the name mentions if any.
const TITLES: Record<"love" | "like" | "mixed" | "dislike", string[]> = {
  love: ["Our new go-to", "Exactly what we needed", "Five stars from {petName}", "Will buy again", "Worth every penny", "So glad we switched"],
  like: ["Good, with one small gripe", "Solid choice", "Happy overall", "Does the job well", "Pretty good"],
  mixed: ["It's okay", "Mixed feelings", "Not bad, not great", "Fine for the price"],
  dislike: ["Not for us", "Disappointed", "Would not buy again", "Did not work out"],
};

const TOPIC_LINES: Record<Topic, Record<"love" | "like" | "mixed" | "dislike", string[]>> = {
  food: {
    love: [
      "{petName} cleans the bowl every time and is waiting by it before I've even opened the {brand} pack.",
      "Our {pet} has a sensitive stomach and has done great on this for months.",
      "Switched slowly over a week and {petName} took to it right away. The {taste} is a hit.",
      "Coat looks shinier and {petName} has more energy. Very happy with {brand}.",
    ],
    like: [
      "{petName} likes it a lot, though the pack is hard to reseal.",
      "Good food at a fair price; our {pet} eats it happily most days.",
      "The {taste} goes down well. I'd like a bigger size option.",
    ],
    mixed: [
      "{petName} eats it, but without much excitement.",
      "Fine as a backup, but our {pet} prefers the old food.",
      "Took a while for our {pet} to get used to the {taste}.",
    ],
    dislike: [
      "Our {pet} sniffed it and walked away, every time.",
      "{petName} had an upset stomach after a few days, so we stopped.",
      "The pieces were mostly crumbs when it arrived.",
    ],
  },
  treat: {
    love: [
      "{petName} sits perfectly the second this bag comes out.",
      "Great for training: small enough to give lots, and our {pet} goes wild for the {taste}.",
      "These don't crumble in my pocket on walks. {petName} approves.",
    ],
    like: [
      "{petName} loves them; I wish the bag were bigger.",
      "Good treats, a little pricey for how fast they go.",
      "Our {pet} likes the {taste}. They smell a bit strong to me.",
    ],
    mixed: ["Our {pet} eats them but isn't excited.", "They break up easily, but {petName} doesn't mind."],
    dislike: ["Too hard for our older {pet} to chew.", "{petName} wouldn't touch them."],
  },
  toy: {
    love: [
      "{petName} carries this everywhere and it still looks new after weeks.",
      "The toy our {pet} goes back to every day. Tough and well made.",
      "Keeps {petName} busy for ages. Best toy we've bought from {brand}.",
    ],
    like: ["Our {pet} loves it; the seams are starting to show wear.", "Good fun, a bit smaller than I expected."],
    mixed: ["{petName} played with it for a day, then lost interest.", "Fine, but not as sturdy as it looks."],
    dislike: ["Our {pet} had it in pieces within an hour.", "{petName} ignored it completely."],
  },
  litter: {
    love: ["Clumps well and keeps the smell down, even with two cats.", "Very little dust and {petName} took to it straight away."],
    like: ["Keeps the smell down well; it does track a little.", "Good litter, the bag is heavy to carry."],
    mixed: ["Clumps are okay, but it tracks all over the floor."],
    dislike: ["Too dusty for us, and the smell came through after a day."],
  },
  care: {
    love: [
      "Easy to use and made a real difference for our {pet} within a couple of weeks.",
      "{petName} doesn't fight it, which is a first. Works as described.",
      "Our vet was pleased with the results. Trusted {brand} quality.",
    ],
    like: ["Works well; the instructions could be clearer.", "Does what it says for our {pet}, a little pricey."],
    mixed: ["Hard to tell if it made a difference for {petName}."],
    dislike: ["Didn't help our {pet} at all.", "{petName} hated it and we couldn't keep it up."],
  },
  gear: {
    love: [
      "Sturdy, easy to set up and our {pet} settled in right away.",
      "Well made and looks good in the house. {petName} loves it.",
      "Exactly the size I hoped for. Great quality from {brand}.",
    ],
    like: ["Good quality; assembly took longer than expected.", "Our {pet} uses it every day. The shade was a little different from the picture."],
    mixed: ["Does the job, but feels a bit flimsy.", "Fine, though smaller than I expected."],
    dislike: ["Arrived with a broken part.", "Our {pet} would not go near it."],
  },
  gift: {
    love: ["The easiest gift for a friend with a new puppy.", "Arrived instantly and was easy to use."],
    like: ["Simple and quick; I'd like more card designs."],
    mixed: ["Works, but the email went to spam at first."],
    dislike: ["Took a while to sort out a problem with the code."],
  },
};

const sentimentOf = (stars: number) => (stars === 5 ? "love" : stars === 4 ? "like" : stars === 3 ? "mixed" : "dislike");

const pick = <T>(items: readonly T[], seed: string): T => items[stableHash(seed) % items.length]!;

/** The review at `ordinal` (0 is the newest) of `total`, given the stars it gave. */
export function writtenReview(product: ReviewedProduct, ordinal: number, total: number, stars: number): WrittenReview {
  const seed = `${product.id}:${ordinal}`;
  const sentiment = sentimentOf(stars);
  const lower = product.name.toLowerCase();
  const flavour = FLAVOURS.find((word) => lower.includes(word));
  const fill = (text: string) =>
    text
      .replaceAll("{pet}", petOf(product))
      .replaceAll("{petName}", pick(PET_NAMES, `${seed}:pet`))
      .replaceAll("{brand}", product.brand)
      .replaceAll("{taste}", flavour ? `${flavour} recipe` : "recipe");
  // Newest first: each review a little older than the one before, all within the product's life.
  const span = Math.max(0, product.ageDays);
  const daysAgo = Math.floor(((ordinal + (stableHash(`${seed}:day`) % 1000) / 1000) * span) / Math.max(1, total));
  return {
    ordinal,
    stars,
    author: pick(AUTHORS, `${seed}:author`),
    daysAgo: Math.min(span, daysAgo),
    title: fill(pick(TITLES[sentiment], `${seed}:title`)),
    text: fill(pick(TOPIC_LINES[topicOf(product.kind)][sentiment], `${seed}:text`)),
  };
}

// The category tree of the fictional catalogue. Ids are stable: the spec's ids where it names
// them (see the comments), our own (2xxxx) elsewhere; brand pages are generated (3xxxx).
import type { CatalogPrefix } from "#app/catalogue/catalog-prefixes.ts";

export interface CategoryDef {
  id: number;
  name: string;
  prefix?: CatalogPrefix; // default: the parent's prefix, or 'b'
  slug?: string; // default: slugify(name)
  published?: boolean; // default true
  replacement?: number; // replacement_group_id
  children?: CategoryDef[];
}

const c = (id: number, name: string, children?: CategoryDef[], extra: Partial<CategoryDef> = {}): CategoryDef => ({
  id,
  name,
  children,
  ...extra,
});

// spec §9 sets used here:
//  {325, 288, 1449, 2723, 2733, 2735, 2700, 12440, 12441} → Cat, Dog, Small Pet, Today's Deals,
//     Dog Deals, Cat Deals, Deals, New Arrivals, Best Sellers.
//  {2515, 459, 460} → Pharmacy, Vet Diets, Dog Vet Diets.
//  {136780, 10037, 136772, 10457, 10347, 16680, 138550, 12583, 10114} → Dog Toys, Bird, Cat Toys,
//     Horse, Reptile, Farm Animal, Crates & Kennels, Cat Litter, Fish.
//  {9894, 10065} → Fresh Dog Food, Frozen Dog Food.
//  curated supplements 293 294 372 411 388 417 1537 1546 1552 1562 1570 2275.
// spec §2: 11097 puppy food, 11099 senior dog food, 11561 dog medication, 11562 heartworm,
//  11568 allergy relief, 11576 diabetes & insulin, 2723 today's deals (/deals/todays-deal_c2723).
// Bare ids 3312, 2516, 2517, 2519, 2545, 1668 are retired groups: the redirect layer's category-id
//  table sends them to live pages (redirects/tables.json), so no live category uses them.
export const PET_PARENT_CATEGORY = 20990;

export const CATEGORY_TREE: CategoryDef[] = [
  c(288, "Dog", [
    c(20100, "Dog Food", [
      c(20101, "Dry Dog Food"),
      c(20102, "Wet Dog Food"),
      c(11097, "Puppy Food"),
      c(11099, "Senior Dog Food"),
      c(9894, "Fresh Dog Food"),
      c(10065, "Frozen Dog Food"),
      c(20103, "Dog Food Toppers"),
    ]),
    c(20110, "Dog Treats", [
      c(20111, "Dental Dog Treats"),
      c(20112, "Jerky Dog Treats"),
      c(20113, "Dog Biscuits & Cookies"),
      c(20114, "Dog Bully Sticks & Chews"),
      c(20115, "Training Dog Treats"),
    ]),
    c(136780, "Dog Toys", [
      c(20121, "Dog Chew Toys"),
      c(20122, "Plush Dog Toys"),
      c(20123, "Dog Balls & Fetch Toys"),
      c(20124, "Rope & Tug Dog Toys"),
      c(20125, "Dog Puzzle Toys"),
    ]),
    c(20130, "Dog Crates, Beds & Gates", [c(138550, "Crates & Kennels"), c(20131, "Dog Beds"), c(20132, "Dog Gates & Pens")]),
    c(20140, "Dog Flea & Tick", [c(20141, "Dog Flea & Tick Topicals"), c(20142, "Dog Flea & Tick Collars"), c(20143, "Dog Flea Shampoos")]),
    c(20150, "Dog Health & Wellness", [
      c(293, "Dog Vitamins & Supplements", [
        c(20152, "Dog Multivitamins"),
        c(294, "Dog Skin & Coat Supplements"),
        c(372, "Dog Hip & Joint Supplements"),
        c(411, "Dog Probiotics & Digestive Aids"),
        c(388, "Dog Allergy & Immune Supplements"),
        c(417, "Dog Fish Oil & Omega-3"),
      ]),
      c(20153, "Dog Dental Care"),
      c(20151, "Dog First Aid"),
    ]),
    c(20160, "Dog Leashes, Collars & Harnesses", [c(20161, "Dog Leashes"), c(20162, "Dog Collars"), c(20163, "Dog Harnesses")]),
    c(20170, "Dog Grooming", [c(20171, "Dog Shampoos & Conditioners"), c(20172, "Dog Brushes & Combs")]),
    c(20180, "Dog Bowls & Feeders"),
    c(20199, "Dog Costumes", undefined, { published: false }),
    c(20198, "Dog Dishes", undefined, { replacement: 20180 }),
  ]),
  c(325, "Cat", [
    c(20200, "Cat Food", [
      c(20202, "Dry Cat Food"),
      c(20203, "Wet Cat Food"),
      c(20204, "Kitten Food"),
      c(20205, "Senior Cat Food"),
      c(20206, "Cat Food Toppers"),
    ]),
    c(20210, "Cat Treats", [c(20211, "Crunchy Cat Treats"), c(20212, "Soft & Chewy Cat Treats"), c(20213, "Lickable Cat Treats")]),
    c(12583, "Cat Litter & Accessories", [c(20221, "Clumping Cat Litter"), c(20222, "Natural Cat Litter"), c(20223, "Litter Boxes")]),
    c(136772, "Cat Toys", [c(20231, "Cat Wand Toys"), c(20232, "Catnip Toys"), c(20233, "Cat Balls & Chasers")]),
    c(20240, "Cat Trees & Scratchers", [c(20241, "Cat Trees & Condos"), c(20242, "Cat Scratchers")]),
    c(20250, "Cat Health & Wellness", [
      c(1537, "Cat Vitamins & Supplements", [
        c(20253, "Cat Multivitamins"),
        c(1546, "Cat Probiotics & Digestive Aids"),
        c(1552, "Cat Skin & Coat Supplements"),
        c(1562, "Cat Hip & Joint Supplements"),
        c(1570, "Cat Calming Aids"),
      ]),
      c(20251, "Cat Flea & Tick"),
    ]),
    c(20260, "Cat Beds"),
    c(20261, "Cat Bowls & Fountains"),
    c(20299, "Cat Strollers", undefined, { published: false }),
    c(20298, "Cat Furniture", undefined, { replacement: 20240 }),
  ]),
  c(1449, "Small Pet", [
    c(20301, "Small Pet Food", [c(20302, "Rabbit Food"), c(20303, "Guinea Pig Food"), c(20304, "Hamster & Gerbil Food")]),
    c(20310, "Hay"),
    c(20320, "Small Pet Habitats"),
    c(20330, "Small Pet Bedding"),
    c(20340, "Small Pet Treats"),
    c(20350, "Small Pet Chews & Toys"),
    c(20399, "Small Animal Cages", undefined, { replacement: 20320 }),
  ]),
  c(10037, "Bird", [
    c(20401, "Bird Food", [c(20402, "Parakeet Food"), c(20403, "Parrot Food"), c(20404, "Wild Bird Seed")]),
    c(20405, "Bird Cages"),
    c(20410, "Bird Perches & Toys"),
    c(20420, "Bird Treats"),
  ]),
  c(10347, "Reptile", [
    c(20501, "Reptile Food", [c(20502, "Live Reptile Food"), c(20503, "Frozen Reptile Food"), c(20504, "Reptile Pellets")]),
    c(20510, "Terrariums"),
    c(20520, "Reptile Heating & Lighting"),
    c(20530, "Reptile Substrate"),
  ]),
  c(10114, "Fish", [
    c(20601, "Fish Food"),
    c(20610, "Aquariums"),
    c(20620, "Aquarium Filters"),
    c(20630, "Aquarium Water Care"),
    c(20640, "Live Aquarium Plants"),
    c(20641, "Aquarium Decor"),
  ]),
  c(10457, "Horse", [
    c(20701, "Horse Feed"),
    c(20702, "Horse Treats"),
    c(2275, "Horse Supplements"),
    c(20703, "Horse Grooming"),
    c(20704, "Horse Fly Control"),
  ]),
  c(16680, "Farm Animal", [c(20801, "Chicken Feed"), c(20802, "Chicken Coops"), c(20803, "Goat & Sheep Feed"), c(20804, "Farm Supplies")]),
  c(2515, "Pharmacy", [
    c(11561, "Dog Medication", [c(11562, "Heartworm"), c(11568, "Allergy Relief"), c(11576, "Diabetes & Insulin"), c(20911, "Dog Antibiotics")]),
    c(20904, "Cat Medication"),
    c(20905, "Flea & Tick Prescriptions"),
    c(20906, "Pain & Arthritis"),
    c(20907, "Horse Medication"),
    c(20902, "Compounded Medication"),
    c(20903, "Pet Meds Archive", undefined, { published: false }),
  ]),
  c(459, "Vet Diets", [
    c(460, "Dog Vet Diets", [c(20952, "Dog Kidney Care Diets"), c(20953, "Dog Weight Management Diets"), c(20954, "Dog Digestive Care Diets")]),
    c(20951, "Cat Vet Diets", [c(20956, "Cat Urinary Care Diets"), c(20957, "Cat Kidney Care Diets")]),
  ]),
  c(20998, "Pet Meds", undefined, { replacement: 2515 }),
  // spec §2 no-results featured categories end with Pet Parent: gifts and gear for the people.
  c(PET_PARENT_CATEGORY, "Pet Parent"),
  // Deals (catalog 1006)
  c(
    2700,
    "Deals",
    [
      c(2723, "Today's Deals", undefined, { slug: "todays-deal" }),
      c(2733, "Dog Deals"),
      c(2735, "Cat Deals"),
      c(20991, "Autoship Deals"),
      c(20992, "Holiday Deals", undefined, { published: false }),
    ],
    { prefix: "deals" },
  ),
  // Shops (catalog 10022)
  c(12440, "New Arrivals", undefined, { prefix: "shops" }),
  c(12441, "Best Sellers", undefined, { prefix: "shops" }),
  c(20995, "Gift Cards", undefined, { prefix: "shops" }),
  c(20997, "Tailwise Essentials Shop", undefined, { prefix: "shops" }),
  // Search-landing style browse pages (prefix s, catalog 1004)
  c(21001, "Grain-Free Dog Food", undefined, { prefix: "s" }),
  c(21002, "Large Breed Dog Food", undefined, { prefix: "s" }),
  c(21003, "Natural Cat Litter Picks", undefined, { prefix: "s" }),
  c(21004, "Indoor Cat Essentials", undefined, { prefix: "s" }),
];

/** First id of the generated brands-prefix categories (one per brand, in brand order). */
export const BRAND_CATEGORY_BASE_ID = 30001;

export const DEALS_CATEGORY = { today: 2723, dog: 2733, cat: 2735, autoship: 20991 } as const;
export const SHOPS_CATEGORY = { newArrivals: 12440, bestSellers: 12441, giftCards: 20995, essentials: 20997 } as const;
export const S_CATEGORY = { grainFreeDog: 21001, largeBreedDog: 21002, naturalLitter: 21003, indoorCat: 21004 } as const;

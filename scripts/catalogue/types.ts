// Product types: which leaf category, which brands, how names, options, prices and facets look.
import type { BrandPool } from "./brands";
import type { AttributeFacetKey } from "#app/catalogue/facets.ts";

export type Animal = "Dog" | "Cat" | "Small Pet" | "Bird" | "Reptile" | "Fish" | "Horse" | "Farm Animal";
export type Kind = "food" | "treat" | "toy" | "gear" | "health" | "rx" | "vetdiet" | "litter" | "supply";

/** [label, quantity for price-per-unit (or null), unit, price factor vs the first size] */
export type Size = [string, number | null, string | null, number];

/** A word choice that may carry facet values, e.g. a "Grain-Free" line adds SpecialDiet. */
export interface Pick {
  w: string;
  f?: Partial<Record<AttributeFacetKey, string[]>>;
}

export interface ProductType {
  key: string;
  category: number;
  weight: number;
  animal: Animal;
  kind: Kind;
  pool: BrandPool;
  image: string;
  /** name = brand + one word from each pool (empty words skipped) + noun */
  pools: Pick[][];
  noun: string;
  sizes: Size[];
  /** USD price range of the first size */
  price: [number, number];
  /** a second option dimension some products have */
  variants?: { name: "flavor" | "color"; values: string[] };
  /** facet values every product of the type has */
  facets?: Partial<Record<AttributeFacetKey, string[]>>;
  /** BreedSize picked at random (dogs) */
  breedSizes?: boolean;
  autoship: number;
  flags?: { fresh?: boolean; frozen?: boolean; liveFeed?: boolean; livePlant?: boolean; prescription?: boolean; rxVetDiet?: boolean };
  customizable?: number;
  dropship?: number;
  describe: string[];
}

const p = (w: string, f?: Pick["f"]): Pick => ({ w, f });
const ws = (...words: string[]): Pick[] => words.map((w) => p(w));

// ---- word pools ---------------------------------------------------------------------------
const DOG_FLAVORS = ["Chicken", "Beef", "Salmon", "Lamb", "Turkey", "Duck", "Whitefish", "Venison", "Bison", "Pork"].map((w) =>
  p(w, { FoodFlavor: [w] }),
);
const CAT_FLAVORS = ["Chicken", "Tuna", "Salmon", "Turkey", "Duck", "Whitefish", "Rabbit", "Beef", "Ocean Fish"].map((w) =>
  p(w, { FoodFlavor: [w] }),
);
const TREAT_FLAVORS = ["Peanut Butter", "Chicken", "Bacon", "Sweet Potato", "Pumpkin", "Beef", "Salmon", "Apple", "Blueberry", "Cheese"].map(
  (w) => p(w, { FoodFlavor: [w] }),
);
const CAT_TREAT_FLAVORS = ["Chicken", "Tuna", "Salmon", "Shrimp", "Catnip", "Turkey", "Cheddar"].map((w) => p(w, { FoodFlavor: [w] }));

const DOG_LINES: Pick[] = [
  p("Grain-Free", { SpecialDiet: ["Grain-Free"] }),
  p("Wholesome Grains"),
  p("High-Protein", { SpecialDiet: ["High-Protein"] }),
  p("Limited Ingredient", { SpecialDiet: ["Limited Ingredient Diet"], HealthFeature: ["Digestive Health"] }),
  p("Healthy Weight", { SpecialDiet: ["Weight Control"], HealthFeature: ["Weight Management"] }),
  p("Sensitive Skin & Stomach", { HealthFeature: ["Skin & Coat Health", "Digestive Health"] }),
  p("Natural", { SpecialDiet: ["Natural"] }),
  p("Ancestral Raw-Coated", { SpecialDiet: ["High-Protein", "Grain-Free"] }),
  p("Small Breed", { BreedSize: ["Small Breed", "Toy Breed"] }),
  p("Large Breed", { BreedSize: ["Large Breed", "Giant Breed"], HealthFeature: ["Hip & Joint Health"] }),
  p("Immune Support", { HealthFeature: ["Immune Support"] }),
  p("Organic", { SpecialDiet: ["Organic", "Natural"] }),
];
const CAT_LINES: Pick[] = [
  p("Grain-Free", { SpecialDiet: ["Grain-Free"] }),
  p("Indoor", { HealthFeature: ["Hairball Control", "Weight Management"] }),
  p("Urinary Health", { HealthFeature: ["Urinary Tract Health"] }),
  p("High-Protein", { SpecialDiet: ["High-Protein"] }),
  p("Limited Ingredient", { SpecialDiet: ["Limited Ingredient Diet"], HealthFeature: ["Digestive Health"] }),
  p("Natural", { SpecialDiet: ["Natural"] }),
  p("Sensitive Skin & Stomach", { HealthFeature: ["Skin & Coat Health", "Digestive Health"] }),
  p("Hairball Control", { HealthFeature: ["Hairball Control"] }),
  p("Wholesome Grains"),
];
const RECIPES = ws("Recipe", "Formula", "& Brown Rice Recipe", "& Sweet Potato Recipe", "& Oatmeal Formula");
const WET_STYLES = [
  p("Pâté"),
  p("Stew"),
  p("Morsels in Gravy"),
  p("Shredded Dinner"),
  p("Chunks in Broth"),
  p("Loaf"),
];

const SUPPLEMENT_FORMS = {
  chews: p("Soft Chews", { FoodForm: ["Soft Chew"], PackagingType: ["Tub"] }),
  tablets: p("Chewable Tablets", { FoodForm: ["Tablet"], PackagingType: ["Bottle"] }),
  powder: p("Powder", { FoodForm: ["Powder"], PackagingType: ["Tub"] }),
  liquid: p("Liquid", { FoodForm: ["Liquid"], PackagingType: ["Bottle"] }),
};

// ---- sizes --------------------------------------------------------------------------------
const DRY: Size[] = [
  ["4-lb bag", 4, "lb", 1],
  ["12-lb bag", 12, "lb", 2.4],
  ["24-lb bag", 24, "lb", 4.1],
  ["30-lb bag", 30, "lb", 4.9],
  ["36-lb bag", 36, "lb", 5.6],
];
const WET: Size[] = [
  ["3-oz can, case of 24", 72, "oz", 1],
  ["5.5-oz can, case of 24", 132, "oz", 1.6],
  ["12.5-oz can, case of 12", 150, "oz", 1.8],
  ["13-oz can, case of 24", 312, "oz", 3.3],
];
const FRESH: Size[] = [
  ["6-oz pouch, 7 count", 42, "oz", 1],
  ["6-oz pouch, 14 count", 84, "oz", 1.9],
  ["6-oz pouch, 28 count", 168, "oz", 3.6],
];
const FROZEN: Size[] = [
  ["2-lb bag", 2, "lb", 1],
  ["4-lb bag", 4, "lb", 1.8],
  ["6-lb bag", 6, "lb", 2.6],
];
const TOPPER: Size[] = [
  ["5.5-oz bag", 5.5, "oz", 1],
  ["11-oz bag", 11, "oz", 1.8],
  ["16-oz bag", 16, "oz", 2.5],
];
const TREAT: Size[] = [
  ["4-oz bag", 4, "oz", 1],
  ["10-oz bag", 10, "oz", 2.1],
  ["16-oz bag", 16, "oz", 3],
  ["30-oz bag", 30, "oz", 5],
];
const CHEWS: Size[] = [
  ["6-in, 5 count", 5, "ct", 1],
  ["6-in, 12 count", 12, "ct", 2.1],
  ["12-in, 6 count", 6, "ct", 2.4],
  ["12-in, 12 count", 12, "ct", 4.4],
];
const SML: Size[] = [
  ["Small", null, null, 1],
  ["Medium", null, null, 1.3],
  ["Large", null, null, 1.6],
  ["X-Large", null, null, 2],
];
const CRATE: Size[] = [
  ["24-in", null, null, 1],
  ["30-in", null, null, 1.25],
  ["36-in", null, null, 1.5],
  ["42-in", null, null, 1.8],
  ["48-in", null, null, 2.2],
];
const COUNTS: Size[] = [
  ["30 count", 30, "ct", 1],
  ["60 count", 60, "ct", 1.8],
  ["90 count", 90, "ct", 2.5],
  ["120 count", 120, "ct", 3.1],
];
const LIQUID: Size[] = [
  ["8-oz bottle", 8, "fl oz", 1],
  ["16-oz bottle", 16, "fl oz", 1.7],
  ["32-oz bottle", 32, "fl oz", 2.9],
];
const DOSES: Size[] = [
  ["6 chewables (up to 25 lbs)", 6, "ct", 1],
  ["6 chewables (26-50 lbs)", 6, "ct", 1.2],
  ["6 chewables (51-100 lbs)", 6, "ct", 1.45],
  ["12 chewables (26-50 lbs)", 12, "ct", 2.3],
  ["12 chewables (51-100 lbs)", 12, "ct", 2.7],
];
const TABLETS: Size[] = [
  ["30 tablets", 30, "ct", 1],
  ["60 tablets", 60, "ct", 1.8],
  ["90 tablets", 90, "ct", 2.6],
];
const VIALS: Size[] = [
  ["10-mL vial", 10, "mL", 1],
  ["2 x 10-mL vials", 20, "mL", 1.9],
];
const LITTER: Size[] = [
  ["10-lb box", 10, "lb", 1],
  ["20-lb bucket", 20, "lb", 1.8],
  ["28-lb box", 28, "lb", 2.4],
  ["40-lb bag", 40, "lb", 3.2],
];
const HAY: Size[] = [
  ["24-oz bag", 24, "oz", 1],
  ["48-oz bag", 48, "oz", 1.8],
  ["9-lb box", 144, "oz", 4.5],
];
const SMALL_BAG: Size[] = [
  ["2-lb bag", 2, "lb", 1],
  ["5-lb bag", 5, "lb", 2.1],
  ["10-lb bag", 10, "lb", 3.6],
  ["20-lb bag", 20, "lb", 6.2],
];
const LIVE: Size[] = [
  ["250 count", 250, "ct", 1],
  ["500 count", 500, "ct", 1.7],
  ["1000 count", 1000, "ct", 3],
];
const MICE: Size[] = [
  ["Pinkies, 12 count", 12, "ct", 1],
  ["Small mice, 12 count", 12, "ct", 1.6],
  ["Adult mice, 12 count", 12, "ct", 2.3],
];
const TANK: Size[] = [
  ["10-gal", null, null, 1],
  ["20-gal", null, null, 1.7],
  ["40-gal", null, null, 2.8],
  ["55-gal", null, null, 3.6],
];
const BIG_BAG: Size[] = [
  ["25-lb bag", 25, "lb", 1],
  ["40-lb bag", 40, "lb", 1.5],
  ["50-lb bag", 50, "lb", 1.8],
];
const ONE: Size[] = [["One Size", null, null, 1]];
const PACKS: Size[] = [
  ["1 pack", null, null, 1],
  ["2 pack", null, null, 1.85],
  ["3 pack", null, null, 2.6],
];

const COLORS = { name: "color" as const, values: ["Red", "Blue", "Black", "Pink", "Green", "Purple", "Orange", "Gray"] };
const TREAT_VARIANTS = { name: "flavor" as const, values: ["Chicken", "Beef", "Peanut Butter", "Bacon", "Salmon"] };

// ---- descriptions (placeholders: {brand} {name} {animal} {animals} {flavor} {noun}) ---------
const D_FOOD = [
  "{brand} makes this recipe with real {flavor} as the first ingredient for the protein your {animal} needs.",
  "Complete and balanced nutrition with vitamins, minerals and antioxidants for everyday health.",
  "Crafted without artificial colors, flavors or preservatives.",
  "Omega-3 and omega-6 fatty acids support healthy skin and a shiny coat.",
  "Made in small batches and tested for quality and safety.",
];
const D_TREAT = [
  "A tasty reward from {brand} made with real {flavor}.",
  "Perfect for training, rewarding or just because.",
  "Baked or dried slowly to lock in flavor your {animal} will love.",
  "No corn, wheat or soy, and no artificial flavors.",
];
const D_TOY = [
  "Built by {brand} for hours of play, chasing and chewing.",
  "Durable materials and reinforced seams stand up to enthusiastic play.",
  "Great for interactive play and keeping your {animal} active.",
  "Always supervise play and replace the toy when worn.",
];
const D_GEAR = [
  "{brand} designs everyday gear that is sturdy, comfortable and easy to clean.",
  "Thoughtful details make life with your {animal} a little easier.",
  "Backed by a one-year quality promise.",
];
const D_HEALTH = [
  "{brand} formulated these supplements with veterinarians to support your {animal}'s wellbeing.",
  "Easy to give and made with ingredients {animals} love.",
  "Manufactured in a facility that follows strict quality standards.",
];
const D_RX = [
  "Prescription medication for {animals}. A valid prescription from your veterinarian is required.",
  "We contact your vet to approve the prescription before shipping.",
  "Give exactly as directed by your veterinarian.",
];
const D_VETDIET = [
  "Therapeutic nutrition available with veterinary authorization.",
  "Clinically tested nutrition from {brand} to support your {animal}'s specific health needs.",
  "Feed under the supervision of your veterinarian.",
];
const D_SUPPLY = [
  "Quality supplies from {brand} for happy, healthy {animals}.",
  "Easy to use, easy to clean and made to last.",
  "Trusted by pet parents who want the best for their {animals}.",
];

const FOOD_PACK = (form: string, pack: string) => ({ FoodForm: [form], PackagingType: [pack] });

// ---- the types ----------------------------------------------------------------------------
export const PRODUCT_TYPES: ProductType[] = [
  // Dog food
  { key: "dog-dry-food", category: 20101, weight: 10, animal: "Dog", kind: "food", pool: "food", image: "dog-food", pools: [DOG_LINES, DOG_FLAVORS, RECIPES], noun: "Dry Dog Food", sizes: DRY, price: [13, 24], facets: { ...FOOD_PACK("Dry", "Bag"), Lifestage: ["Adult"] }, breedSizes: true, autoship: 0.97, describe: D_FOOD },
  { key: "dog-wet-food", category: 20102, weight: 6, animal: "Dog", kind: "food", pool: "food", image: "dog-wet-food", pools: [DOG_LINES, DOG_FLAVORS, WET_STYLES], noun: "Wet Dog Food", sizes: WET, price: [18, 32], facets: { ...FOOD_PACK("Wet", "Can"), Lifestage: ["Adult"] }, breedSizes: true, autoship: 0.97, describe: D_FOOD },
  { key: "dog-puppy-food", category: 11097, weight: 3, animal: "Dog", kind: "food", pool: "food", image: "dog-food", pools: [DOG_LINES, DOG_FLAVORS, RECIPES], noun: "Dry Puppy Food", sizes: DRY, price: [14, 26], facets: { ...FOOD_PACK("Dry", "Bag"), Lifestage: ["Puppy"], HealthFeature: ["Brain & Eye Development"] }, breedSizes: true, autoship: 0.97, describe: D_FOOD },
  { key: "dog-senior-food", category: 11099, weight: 2, animal: "Dog", kind: "food", pool: "food", image: "dog-food", pools: [DOG_LINES, DOG_FLAVORS, RECIPES], noun: "Senior Dry Dog Food", sizes: DRY, price: [14, 26], facets: { ...FOOD_PACK("Dry", "Bag"), Lifestage: ["Senior"], HealthFeature: ["Hip & Joint Health"] }, breedSizes: true, autoship: 0.97, describe: D_FOOD },
  { key: "dog-fresh-food", category: 9894, weight: 1, animal: "Dog", kind: "food", pool: "food", image: "dog-wet-food", pools: [ws("Gently Cooked", "Farm-Fresh", "Kitchen-Style"), DOG_FLAVORS, ws("Recipe", "Bowl")], noun: "Fresh Dog Food", sizes: FRESH, price: [29, 45], facets: { ...FOOD_PACK("Fresh", "Pouch"), Lifestage: ["All Life Stages"], SpecialDiet: ["Human-Grade"] }, autoship: 1, flags: { fresh: true }, describe: D_FOOD },
  { key: "dog-frozen-food", category: 10065, weight: 1, animal: "Dog", kind: "food", pool: "food", image: "dog-food", pools: [ws("Frozen Raw", "Raw Nuggets", "Raw Patties"), DOG_FLAVORS], noun: "Frozen Dog Food", sizes: FROZEN, price: [19, 34], facets: { ...FOOD_PACK("Frozen", "Bag"), Lifestage: ["All Life Stages"], SpecialDiet: ["Raw", "Grain-Free"] }, autoship: 1, flags: { frozen: true }, describe: D_FOOD },
  { key: "dog-toppers", category: 20103, weight: 1, animal: "Dog", kind: "food", pool: "food", image: "dog-food", pools: [ws("Freeze-Dried", "Bone Broth", "Crumbled"), DOG_FLAVORS], noun: "Dog Food Topper", sizes: TOPPER, price: [9, 18], facets: { ...FOOD_PACK("Topper", "Bag"), Lifestage: ["All Life Stages"] }, autoship: 0.95, describe: D_FOOD },
  // Dog treats
  { key: "dog-dental-treats", category: 20111, weight: 2, animal: "Dog", kind: "treat", pool: "treat", image: "dog-treats", pools: [ws("Fresh Breath", "Daily", "Mint"), ws("Dental Chews", "Dental Sticks", "Dental Bones")], noun: "for Dogs", sizes: COUNTS, price: [8, 16], facets: { FoodForm: ["Chew"], PackagingType: ["Bag"], HealthFeature: ["Dental Health"] }, breedSizes: true, autoship: 0.9, describe: D_TREAT },
  { key: "dog-jerky", category: 20112, weight: 2, animal: "Dog", kind: "treat", pool: "treat", image: "dog-treats", pools: [ws("Slow-Smoked", "Tender", "Grain-Free", "Wild"), TREAT_FLAVORS], noun: "Jerky Dog Treats", sizes: TREAT, price: [6, 12], facets: { FoodForm: ["Jerky"], PackagingType: ["Pouch"] }, autoship: 0.85, describe: D_TREAT },
  { key: "dog-biscuits", category: 20113, weight: 2, animal: "Dog", kind: "treat", pool: "treat", image: "dog-treats", pools: [ws("Soft-Baked", "Crunchy", "Oven-Baked", "Mini"), TREAT_FLAVORS], noun: "Dog Biscuits", sizes: TREAT, price: [4, 10], facets: { FoodForm: ["Biscuit"], PackagingType: ["Box"] }, variants: TREAT_VARIANTS, autoship: 0.85, describe: D_TREAT },
  { key: "dog-chews", category: 20114, weight: 2, animal: "Dog", kind: "treat", pool: "treat", image: "dog-chew", pools: [ws("Odor-Free", "Braided", "Natural", "Jumbo")], noun: "Bully Sticks", sizes: CHEWS, price: [9, 18], facets: { FoodForm: ["Chew"], PackagingType: ["Bag"], FoodFlavor: ["Beef"], SpecialDiet: ["Single Ingredient"] }, breedSizes: true, autoship: 0.85, describe: D_TREAT },
  { key: "dog-training-treats", category: 20115, weight: 1, animal: "Dog", kind: "treat", pool: "treat", image: "dog-treats", pools: [ws("Mini", "Low-Calorie", "Soft"), TREAT_FLAVORS], noun: "Training Treats", sizes: TREAT, price: [5, 9], facets: { FoodForm: ["Soft Chew"], PackagingType: ["Pouch"] }, variants: TREAT_VARIANTS, autoship: 0.85, describe: D_TREAT },
  // Dog toys
  { key: "dog-chew-toys", category: 20121, weight: 2, animal: "Dog", kind: "toy", pool: "toy", image: "dog-toy", pools: [ws("Tough", "Ultra-Durable", "Flavored", "Textured"), ws("Bone", "Ring", "Stick", "Wishbone")], noun: "Chew Toy", sizes: SML, price: [7, 15], facets: { PackagingType: ["Bagged"] }, breedSizes: true, autoship: 0.1, describe: D_TOY },
  { key: "dog-plush", category: 20122, weight: 2, animal: "Dog", kind: "toy", pool: "toy", image: "dog-toy", pools: [ws("Squeaky", "Crinkle", "Stuffing-Free", "Snuggly"), ws("Fox", "Bear", "Duck", "Hedgehog", "Llama", "Octopus", "Sloth", "Raccoon")], noun: "Plush Dog Toy", sizes: SML, price: [5, 12], variants: COLORS, breedSizes: true, autoship: 0.05, describe: D_TOY },
  { key: "dog-balls", category: 20123, weight: 1, animal: "Dog", kind: "toy", pool: "toy", image: "dog-toy", pools: [ws("High-Bounce", "Glow-in-the-Dark", "Squeaky", "Floating")], noun: "Fetch Ball", sizes: PACKS, price: [5, 11], variants: COLORS, breedSizes: true, autoship: 0.05, describe: D_TOY },
  { key: "dog-rope", category: 20124, weight: 1, animal: "Dog", kind: "toy", pool: "toy", image: "dog-toy", pools: [ws("Cotton", "Braided", "Knotted", "3-Knot")], noun: "Rope Tug Toy", sizes: SML, price: [5, 13], breedSizes: true, autoship: 0.05, describe: D_TOY },
  { key: "dog-puzzle", category: 20125, weight: 1, animal: "Dog", kind: "toy", pool: "toy", image: "dog-toy", pools: [ws("Treat-Dispensing", "Slide & Seek", "Interactive", "Snuffle")], noun: "Puzzle Toy for Dogs", sizes: SML.slice(0, 2), price: [12, 28], autoship: 0.05, describe: D_TOY },
  { key: "dog-costume", category: 20199, weight: 0.2, animal: "Dog", kind: "gear", pool: "gear", image: "dog-bed", pools: [ws("Pumpkin", "Dinosaur", "Bumblebee", "Superhero")], noun: "Dog Costume", sizes: SML, price: [12, 22], autoship: 0, describe: D_GEAR },
  // Dog gear
  { key: "dog-crates", category: 138550, weight: 1.5, animal: "Dog", kind: "gear", pool: "gear", image: "dog-crate", pools: [ws("Double-Door", "Single-Door", "Heavy-Duty", "Soft-Sided"), ws("Folding Wire", "Collapsible", "Furniture-Style", "Plastic")], noun: "Dog Crate", sizes: CRATE, price: [39, 79], facets: { PackagingType: ["Box"] }, breedSizes: true, autoship: 0, dropship: 0.35, describe: D_GEAR },
  { key: "dog-beds", category: 20131, weight: 1.5, animal: "Dog", kind: "gear", pool: "gear", image: "dog-bed", pools: [ws("Orthopedic", "Calming", "Cooling", "Memory Foam", "Plush"), ws("Bolster", "Donut", "Lounger", "Cuddler")], noun: "Dog Bed", sizes: SML, price: [29, 59], variants: COLORS, breedSizes: true, autoship: 0, dropship: 0.15, describe: D_GEAR },
  { key: "dog-gates", category: 20132, weight: 0.5, animal: "Dog", kind: "gear", pool: "gear", image: "dog-crate", pools: [ws("Walk-Through", "Extra-Wide", "Pressure-Mounted", "Freestanding")], noun: "Pet Gate", sizes: SML.slice(0, 3), price: [34, 69], autoship: 0, dropship: 0.3, describe: D_GEAR },
  { key: "dog-flea-topical", category: 20141, weight: 1, animal: "Dog", kind: "health", pool: "health", image: "flea-tick", pools: [ws("Plus", "Advanced", "Max Strength")], noun: "Flea & Tick Spot Treatment for Dogs", sizes: DOSES.slice(0, 3), price: [24, 48], facets: { FoodForm: ["Topical"], PackagingType: ["Box"] }, breedSizes: true, autoship: 0.95, describe: D_HEALTH },
  { key: "dog-flea-collar", category: 20142, weight: 0.5, animal: "Dog", kind: "health", pool: "health", image: "flea-tick", pools: [ws("8-Month", "Water-Resistant", "Odorless")], noun: "Flea & Tick Collar for Dogs", sizes: SML.slice(0, 2), price: [19, 39], facets: { PackagingType: ["Box"] }, breedSizes: true, autoship: 0.8, describe: D_HEALTH },
  { key: "dog-flea-shampoo", category: 20143, weight: 0.5, animal: "Dog", kind: "health", pool: "health", image: "dog-grooming", pools: [ws("Oatmeal", "Aloe", "Natural")], noun: "Flea & Tick Shampoo for Dogs", sizes: LIQUID, price: [8, 16], facets: { FoodForm: ["Liquid"], PackagingType: ["Bottle"] }, autoship: 0.8, describe: D_HEALTH },
  { key: "dog-multivitamin", category: 20152, weight: 1, animal: "Dog", kind: "health", pool: "health", image: "supplement", pools: [ws("Daily", "Advanced", "Senior", "Complete"), [SUPPLEMENT_FORMS.chews, SUPPLEMENT_FORMS.tablets]], noun: "Multivitamin for Dogs", sizes: COUNTS, price: [14, 28], facets: { HealthFeature: ["Immune Support"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "dog-skin-coat", category: 294, weight: 0.7, animal: "Dog", kind: "health", pool: "health", image: "supplement", pools: [ws("Skin & Coat", "Itch Relief", "Shiny Coat"), [SUPPLEMENT_FORMS.chews, SUPPLEMENT_FORMS.liquid]], noun: "for Dogs", sizes: COUNTS, price: [15, 30], facets: { HealthFeature: ["Skin & Coat Health"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "dog-hip-joint", category: 372, weight: 1, animal: "Dog", kind: "health", pool: "health", image: "supplement", pools: [ws("Hip & Joint", "Mobility", "Glucosamine"), [SUPPLEMENT_FORMS.chews, SUPPLEMENT_FORMS.tablets]], noun: "for Dogs", sizes: COUNTS, price: [18, 36], facets: { HealthFeature: ["Hip & Joint Health"] }, breedSizes: true, autoship: 0.95, describe: D_HEALTH },
  { key: "dog-probiotic", category: 411, weight: 0.7, animal: "Dog", kind: "health", pool: "health", image: "supplement", pools: [ws("Probiotic", "Digestive Support", "Gut Health"), [SUPPLEMENT_FORMS.chews, SUPPLEMENT_FORMS.powder]], noun: "for Dogs", sizes: COUNTS, price: [16, 32], facets: { HealthFeature: ["Digestive Health"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "dog-allergy-immune", category: 388, weight: 0.5, animal: "Dog", kind: "health", pool: "health", image: "supplement", pools: [ws("Allergy & Immune", "Seasonal Allergy", "Immune Boost"), [SUPPLEMENT_FORMS.chews]], noun: "for Dogs", sizes: COUNTS, price: [17, 33], facets: { HealthFeature: ["Immune Support", "Skin & Coat Health"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "dog-fish-oil", category: 417, weight: 0.5, animal: "Dog", kind: "health", pool: "health", image: "supplement", pools: [ws("Wild Alaskan Salmon Oil", "Omega-3 Fish Oil", "Pollock Oil")], noun: "for Dogs", sizes: LIQUID, price: [14, 26], facets: { HealthFeature: ["Skin & Coat Health", "Heart Health"], FoodForm: ["Liquid"], PackagingType: ["Bottle"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "dog-dental-care", category: 20153, weight: 0.7, animal: "Dog", kind: "health", pool: "health", image: "dog-grooming", pools: [ws("Enzymatic Toothpaste", "Dental Water Additive", "Plaque Remover Gel", "Toothbrush Kit")], noun: "for Dogs", sizes: LIQUID.slice(0, 2), price: [7, 16], facets: { HealthFeature: ["Dental Health"] }, autoship: 0.9, describe: D_HEALTH },
  { key: "dog-first-aid", category: 20151, weight: 0.3, animal: "Dog", kind: "health", pool: "health", image: "pharmacy", pools: [ws("Wound Care Spray", "Hot Spot Spray", "Paw Balm", "Ear Cleaner")], noun: "for Dogs", sizes: LIQUID.slice(0, 2), price: [8, 17], autoship: 0.7, describe: D_HEALTH },
  { key: "dog-leashes", category: 20161, weight: 1, animal: "Dog", kind: "gear", pool: "gear", image: "dog-leash", pools: [ws("Reflective", "Padded-Handle", "Hands-Free", "Retractable", "Rope"), ws("Nylon", "Leather", "Biothane")], noun: "Dog Leash", sizes: SML.slice(0, 3), price: [9, 24], variants: COLORS, autoship: 0, customizable: 0.05, describe: D_GEAR },
  { key: "dog-collars", category: 20162, weight: 1, animal: "Dog", kind: "gear", pool: "gear", image: "dog-leash", pools: [ws("Personalized", "Breakaway", "Martingale", "Padded", "Reflective"), ws("Nylon", "Leather")], noun: "Dog Collar", sizes: SML, price: [8, 22], variants: COLORS, breedSizes: true, autoship: 0, customizable: 0.3, describe: D_GEAR },
  { key: "dog-harnesses", category: 20163, weight: 1, animal: "Dog", kind: "gear", pool: "gear", image: "dog-leash", pools: [ws("No-Pull", "Step-In", "Front-Clip", "Adventure", "Mesh")], noun: "Dog Harness", sizes: SML, price: [15, 35], variants: COLORS, breedSizes: true, autoship: 0, describe: D_GEAR },
  { key: "dog-shampoo", category: 20171, weight: 0.7, animal: "Dog", kind: "supply", pool: "health", image: "dog-grooming", pools: [ws("Oatmeal & Aloe", "Coconut", "Whitening", "Tearless Puppy", "Deodorizing")], noun: "Dog Shampoo", sizes: LIQUID, price: [7, 15], facets: { PackagingType: ["Bottle"] }, autoship: 0.7, describe: D_SUPPLY },
  { key: "dog-brushes", category: 20172, weight: 0.5, animal: "Dog", kind: "supply", pool: "gear", image: "dog-grooming", pools: [ws("Self-Cleaning Slicker", "Deshedding", "Bristle", "Pin")], noun: "Dog Brush", sizes: SML.slice(0, 2), price: [8, 20], autoship: 0, describe: D_SUPPLY },
  { key: "dog-bowls", category: 20180, weight: 0.7, animal: "Dog", kind: "gear", pool: "gear", image: "dog-bowl", pools: [ws("Stainless Steel", "Slow Feeder", "Elevated", "Ceramic", "Personalized"), ws("Bowl", "Double Diner", "Feeder")], noun: "for Dogs", sizes: SML.slice(0, 3), price: [8, 26], variants: COLORS, autoship: 0, customizable: 0.15, describe: D_GEAR },
  // Cat food
  { key: "cat-dry-food", category: 20202, weight: 6, animal: "Cat", kind: "food", pool: "food", image: "cat-food", pools: [CAT_LINES, CAT_FLAVORS, RECIPES], noun: "Dry Cat Food", sizes: DRY.slice(0, 4), price: [11, 21], facets: { ...FOOD_PACK("Dry", "Bag"), Lifestage: ["Adult"] }, autoship: 0.97, describe: D_FOOD },
  { key: "cat-wet-food", category: 20203, weight: 6, animal: "Cat", kind: "food", pool: "food", image: "cat-wet-food", pools: [CAT_LINES, CAT_FLAVORS, WET_STYLES], noun: "Wet Cat Food", sizes: WET, price: [15, 28], facets: { ...FOOD_PACK("Wet", "Can"), Lifestage: ["Adult"] }, autoship: 0.97, describe: D_FOOD },
  { key: "cat-kitten-food", category: 20204, weight: 2, animal: "Cat", kind: "food", pool: "food", image: "cat-food", pools: [CAT_LINES, CAT_FLAVORS, RECIPES], noun: "Dry Kitten Food", sizes: DRY.slice(0, 3), price: [12, 22], facets: { ...FOOD_PACK("Dry", "Bag"), Lifestage: ["Kitten"], HealthFeature: ["Brain & Eye Development"] }, autoship: 0.97, describe: D_FOOD },
  { key: "cat-senior-food", category: 20205, weight: 1, animal: "Cat", kind: "food", pool: "food", image: "cat-food", pools: [CAT_LINES, CAT_FLAVORS, RECIPES], noun: "Senior Dry Cat Food", sizes: DRY.slice(0, 3), price: [12, 22], facets: { ...FOOD_PACK("Dry", "Bag"), Lifestage: ["Senior"] }, autoship: 0.97, describe: D_FOOD },
  { key: "cat-toppers", category: 20206, weight: 0.5, animal: "Cat", kind: "food", pool: "food", image: "cat-wet-food", pools: [ws("Broth", "Freeze-Dried", "Purée"), CAT_FLAVORS], noun: "Cat Food Topper", sizes: TOPPER, price: [6, 14], facets: { ...FOOD_PACK("Topper", "Pouch"), Lifestage: ["All Life Stages"] }, autoship: 0.95, describe: D_FOOD },
  { key: "cat-crunchy-treats", category: 20211, weight: 1.5, animal: "Cat", kind: "treat", pool: "treat", image: "cat-treats", pools: [ws("Crunchy", "Dental", "Hairball"), CAT_TREAT_FLAVORS], noun: "Cat Treats", sizes: TREAT.slice(0, 3), price: [3, 7], facets: { FoodForm: ["Crunchy"], PackagingType: ["Pouch"] }, autoship: 0.85, describe: D_TREAT },
  { key: "cat-soft-treats", category: 20212, weight: 1, animal: "Cat", kind: "treat", pool: "treat", image: "cat-treats", pools: [ws("Soft & Chewy", "Tender", "Meaty"), CAT_TREAT_FLAVORS], noun: "Cat Treats", sizes: TREAT.slice(0, 3), price: [3, 8], facets: { FoodForm: ["Soft Chew"], PackagingType: ["Pouch"] }, autoship: 0.85, describe: D_TREAT },
  { key: "cat-lickable-treats", category: 20213, weight: 1, animal: "Cat", kind: "treat", pool: "treat", image: "cat-treats", pools: [ws("Lickable Purée", "Creamy", "Squeeze-Up"), CAT_TREAT_FLAVORS], noun: "Cat Treats", sizes: COUNTS.slice(0, 3), price: [6, 14], facets: { FoodForm: ["Purée"], PackagingType: ["Tube"] }, autoship: 0.85, describe: D_TREAT },
  { key: "cat-clumping-litter", category: 20221, weight: 2, animal: "Cat", kind: "litter", pool: "litter", image: "cat-litter", pools: [ws("Unscented", "Lightweight", "Multi-Cat", "Odor Control", "Low-Dust"), ws("Clumping Clay", "Clumping")], noun: "Cat Litter", sizes: LITTER, price: [9, 17], facets: { PackagingType: ["Box"] }, autoship: 0.97, describe: D_SUPPLY },
  { key: "cat-natural-litter", category: 20222, weight: 1, animal: "Cat", kind: "litter", pool: "litter", image: "cat-litter", pools: [ws("Pine", "Walnut", "Corn", "Wheat", "Grass Seed", "Recycled Paper"), ws("Clumping", "Pellet")], noun: "Natural Cat Litter", sizes: LITTER, price: [10, 19], facets: { PackagingType: ["Bag"], SpecialDiet: ["Natural"] }, autoship: 0.97, describe: D_SUPPLY },
  { key: "cat-litter-boxes", category: 20223, weight: 1, animal: "Cat", kind: "gear", pool: "gear", image: "cat-litter", pools: [ws("Hooded", "Top-Entry", "Self-Cleaning", "High-Sided", "Sifting")], noun: "Litter Box", sizes: SML.slice(0, 3), price: [15, 45], autoship: 0, dropship: 0.1, describe: D_GEAR },
  { key: "cat-wand-toys", category: 20231, weight: 1, animal: "Cat", kind: "toy", pool: "toy", image: "cat-toy", pools: [ws("Feather", "Butterfly", "Ribbon", "Bird"), ws("Teaser Wand", "Wand Toy")], noun: "for Cats", sizes: PACKS, price: [4, 11], autoship: 0.05, describe: D_TOY },
  { key: "cat-catnip-toys", category: 20232, weight: 1, animal: "Cat", kind: "toy", pool: "toy", image: "cat-toy", pools: [ws("Organic Catnip", "Silvervine", "Kicker"), ws("Fish", "Mouse", "Banana", "Pickle", "Carrot")], noun: "Cat Toy", sizes: PACKS, price: [3, 9], variants: COLORS, autoship: 0.05, describe: D_TOY },
  { key: "cat-balls", category: 20233, weight: 0.7, animal: "Cat", kind: "toy", pool: "toy", image: "cat-toy", pools: [ws("Crinkle", "Jingle", "Spring", "Electronic Motion")], noun: "Cat Chaser Toy", sizes: PACKS, price: [3, 15], autoship: 0.05, describe: D_TOY },
  { key: "cat-trees", category: 20241, weight: 1, animal: "Cat", kind: "gear", pool: "gear", image: "cat-tree", pools: [ws("Multi-Level", "Modern", "Sisal", "Cozy Cave"), ws("Cat Tree", "Cat Condo", "Cat Tower")], noun: "with Scratching Posts", sizes: [["36-in", null, null, 1], ["52-in", null, null, 1.5], ["68-in", null, null, 2.1]], price: [39, 89], autoship: 0, dropship: 0.4, describe: D_GEAR },
  { key: "cat-scratchers", category: 20242, weight: 0.7, animal: "Cat", kind: "gear", pool: "gear", image: "cat-tree", pools: [ws("Cardboard", "Sisal", "Wave", "Lounge")], noun: "Cat Scratcher", sizes: SML.slice(0, 2), price: [8, 25], autoship: 0.2, describe: D_GEAR },
  { key: "cat-multivitamin", category: 20253, weight: 0.4, animal: "Cat", kind: "health", pool: "health", image: "supplement", pools: [ws("Daily", "Complete"), [SUPPLEMENT_FORMS.chews, SUPPLEMENT_FORMS.powder]], noun: "Multivitamin for Cats", sizes: COUNTS, price: [12, 24], facets: { HealthFeature: ["Immune Support"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "cat-probiotic", category: 1546, weight: 0.4, animal: "Cat", kind: "health", pool: "health", image: "supplement", pools: [ws("Probiotic", "Digestive Support"), [SUPPLEMENT_FORMS.powder, SUPPLEMENT_FORMS.chews]], noun: "for Cats", sizes: COUNTS, price: [14, 28], facets: { HealthFeature: ["Digestive Health"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "cat-skin-coat", category: 1552, weight: 0.3, animal: "Cat", kind: "health", pool: "health", image: "supplement", pools: [ws("Skin & Coat", "Omega-3"), [SUPPLEMENT_FORMS.liquid, SUPPLEMENT_FORMS.chews]], noun: "for Cats", sizes: COUNTS.slice(0, 3), price: [12, 24], facets: { HealthFeature: ["Skin & Coat Health"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "cat-hip-joint", category: 1562, weight: 0.3, animal: "Cat", kind: "health", pool: "health", image: "supplement", pools: [ws("Hip & Joint", "Mobility"), [SUPPLEMENT_FORMS.chews, SUPPLEMENT_FORMS.powder]], noun: "for Cats", sizes: COUNTS.slice(0, 3), price: [14, 26], facets: { HealthFeature: ["Hip & Joint Health"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "cat-calming", category: 1570, weight: 0.3, animal: "Cat", kind: "health", pool: "health", image: "supplement", pools: [ws("Calming", "Stress Relief"), [SUPPLEMENT_FORMS.chews, SUPPLEMENT_FORMS.liquid]], noun: "for Cats", sizes: COUNTS.slice(0, 3), price: [13, 25], facets: { HealthFeature: ["Calming"] }, autoship: 0.9, describe: D_HEALTH },
  { key: "cat-flea-tick", category: 20251, weight: 0.7, animal: "Cat", kind: "health", pool: "health", image: "flea-tick", pools: [ws("Plus", "Advanced", "Natural")], noun: "Flea & Tick Spot Treatment for Cats", sizes: DOSES.slice(0, 2), price: [22, 44], facets: { FoodForm: ["Topical"], PackagingType: ["Box"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "cat-beds", category: 20260, weight: 0.5, animal: "Cat", kind: "gear", pool: "gear", image: "cat-tree", pools: [ws("Self-Warming", "Calming", "Window Perch", "Cave")], noun: "Cat Bed", sizes: SML.slice(0, 2), price: [18, 39], variants: COLORS, autoship: 0, describe: D_GEAR },
  { key: "cat-bowls", category: 20261, weight: 0.5, animal: "Cat", kind: "gear", pool: "gear", image: "cat-food", pools: [ws("Whisker-Friendly", "Ceramic", "Stainless Steel", "Flower"), ws("Bowl", "Water Fountain", "Feeder")], noun: "for Cats", sizes: ONE, price: [9, 36], variants: COLORS, autoship: 0.05, describe: D_GEAR },
  // Small pet
  { key: "rabbit-food", category: 20302, weight: 1, animal: "Small Pet", kind: "food", pool: "smallpet", image: "small-pet-food", pools: [ws("Timothy", "Adult", "Young", "Fortified")], noun: "Rabbit Food", sizes: SMALL_BAG, price: [8, 16], facets: FOOD_PACK("Pellet", "Bag"), autoship: 0.95, describe: D_FOOD },
  { key: "guinea-pig-food", category: 20303, weight: 0.7, animal: "Small Pet", kind: "food", pool: "smallpet", image: "small-pet-food", pools: [ws("Vitamin C", "Timothy", "Garden")], noun: "Guinea Pig Food", sizes: SMALL_BAG, price: [8, 15], facets: FOOD_PACK("Pellet", "Bag"), autoship: 0.95, describe: D_FOOD },
  { key: "hamster-food", category: 20304, weight: 0.5, animal: "Small Pet", kind: "food", pool: "smallpet", image: "small-pet-food", pools: [ws("Gourmet", "Seed & Grain", "Nutrition Blend")], noun: "Hamster & Gerbil Food", sizes: SMALL_BAG.slice(0, 3), price: [5, 11], facets: FOOD_PACK("Seed", "Bag"), autoship: 0.9, describe: D_FOOD },
  { key: "hay", category: 20310, weight: 1, animal: "Small Pet", kind: "food", pool: "smallpet", image: "small-pet-food", pools: [ws("Timothy", "Orchard Grass", "Alfalfa", "Meadow"), ws("Hay", "Hay Blend")], noun: "for Small Animals", sizes: HAY, price: [7, 14], facets: FOOD_PACK("Hay", "Box"), autoship: 0.97, describe: D_FOOD },
  { key: "small-habitats", category: 20320, weight: 0.7, animal: "Small Pet", kind: "gear", pool: "smallpet", image: "small-pet-habitat", pools: [ws("Deluxe", "Two-Story", "Starter Kit", "Wire")], noun: "Small Animal Habitat", sizes: SML.slice(0, 3), price: [35, 89], autoship: 0, dropship: 0.4, describe: D_GEAR },
  { key: "small-bedding", category: 20330, weight: 0.7, animal: "Small Pet", kind: "supply", pool: "smallpet", image: "small-pet-habitat", pools: [ws("Paper", "Aspen", "Odor Control", "Confetti")], noun: "Small Pet Bedding", sizes: [["30-L", 30, "L", 1], ["60-L", 60, "L", 1.8], ["100-L", 100, "L", 2.7]], price: [9, 18], facets: { PackagingType: ["Bag"] }, autoship: 0.95, describe: D_SUPPLY },
  { key: "small-treats", category: 20340, weight: 0.5, animal: "Small Pet", kind: "treat", pool: "smallpet", image: "small-pet-food", pools: [ws("Apple", "Carrot", "Banana", "Strawberry"), ws("Crisps", "Sticks", "Nibbles")], noun: "Small Pet Treats", sizes: TREAT.slice(0, 2), price: [3, 7], facets: { FoodForm: ["Crunchy"], PackagingType: ["Pouch"] }, autoship: 0.8, describe: D_TREAT },
  { key: "small-chews", category: 20350, weight: 0.5, animal: "Small Pet", kind: "toy", pool: "smallpet", image: "small-pet-habitat", pools: [ws("Willow", "Apple Wood", "Loofah", "Hay"), ws("Chew Balls", "Chew Sticks", "Tunnel")], noun: "for Small Animals", sizes: PACKS, price: [4, 12], autoship: 0.3, describe: D_TOY },
  // Bird
  { key: "parakeet-food", category: 20402, weight: 0.5, animal: "Bird", kind: "food", pool: "bird", image: "bird-food", pools: [ws("Daily Blend", "Fortified", "Nutri-Berry")], noun: "Parakeet Food", sizes: SMALL_BAG.slice(0, 3), price: [5, 11], facets: FOOD_PACK("Seed", "Bag"), autoship: 0.9, describe: D_FOOD },
  { key: "parrot-food", category: 20403, weight: 0.5, animal: "Bird", kind: "food", pool: "bird", image: "bird-food", pools: [ws("Tropical Fruit", "Pellet", "Nut & Fruit")], noun: "Parrot Food", sizes: SMALL_BAG.slice(0, 3), price: [9, 19], facets: FOOD_PACK("Pellet", "Bag"), autoship: 0.9, describe: D_FOOD },
  { key: "wild-bird-seed", category: 20404, weight: 0.7, animal: "Bird", kind: "food", pool: "bird", image: "bird-food", pools: [ws("Songbird", "No-Mess", "Black Oil Sunflower", "Finch")], noun: "Wild Bird Seed", sizes: BIG_BAG, price: [14, 26], facets: FOOD_PACK("Seed", "Bag"), autoship: 0.9, describe: D_FOOD },
  { key: "bird-cages", category: 20405, weight: 0.5, animal: "Bird", kind: "gear", pool: "bird", image: "bird-cage", pools: [ws("Flight", "Dome-Top", "Play-Top", "Travel")], noun: "Bird Cage", sizes: SML.slice(0, 3), price: [39, 99], autoship: 0, dropship: 0.5, describe: D_GEAR },
  { key: "bird-toys", category: 20410, weight: 0.5, animal: "Bird", kind: "toy", pool: "bird", image: "bird-cage", pools: [ws("Natural Wood", "Rope", "Foraging", "Swing")], noun: "Bird Perch & Toy", sizes: SML.slice(0, 3), price: [5, 15], autoship: 0.1, describe: D_TOY },
  { key: "bird-treats", category: 20420, weight: 0.3, animal: "Bird", kind: "treat", pool: "bird", image: "bird-food", pools: [ws("Honey", "Millet", "Fruit")], noun: "Bird Treat Sticks", sizes: PACKS, price: [4, 9], facets: { FoodForm: ["Seed"], PackagingType: ["Box"] }, autoship: 0.8, describe: D_TREAT },
  // Reptile
  { key: "live-crickets", category: 20502, weight: 0.3, animal: "Reptile", kind: "food", pool: "reptile", image: "reptile-food", pools: [ws("Live Crickets", "Live Mealworms", "Live Dubia Roaches")], noun: "for Reptiles", sizes: LIVE, price: [12, 22], facets: { FoodForm: ["Live"], PackagingType: ["Box"] }, autoship: 0.6, flags: { liveFeed: true }, describe: D_FOOD },
  { key: "frozen-mice", category: 20503, weight: 0.3, animal: "Reptile", kind: "food", pool: "reptile", image: "reptile-food", pools: [ws("Frozen")], noun: "Feeder Mice", sizes: MICE, price: [9, 16], facets: { FoodForm: ["Frozen"], PackagingType: ["Bag"] }, autoship: 0.8, flags: { frozen: true }, describe: D_FOOD },
  { key: "reptile-pellets", category: 20504, weight: 0.5, animal: "Reptile", kind: "food", pool: "reptile", image: "reptile-food", pools: [ws("Turtle", "Bearded Dragon", "Tortoise", "Gecko"), ws("Pellets", "Sticks", "Diet")], noun: "Reptile Food", sizes: TOPPER, price: [6, 14], facets: FOOD_PACK("Pellet", "Jar"), autoship: 0.9, describe: D_FOOD },
  { key: "terrariums", category: 20510, weight: 0.4, animal: "Reptile", kind: "gear", pool: "reptile", image: "reptile-habitat", pools: [ws("Front-Opening Glass", "Screen", "Starter Kit")], noun: "Terrarium", sizes: TANK, price: [59, 119], autoship: 0, dropship: 0.5, describe: D_GEAR },
  { key: "reptile-lighting", category: 20520, weight: 0.5, animal: "Reptile", kind: "supply", pool: "reptile", image: "reptile-habitat", pools: [ws("UVB", "Basking", "Ceramic Heat", "Under-Tank Heat")], noun: "Reptile Lamp", sizes: [["50-watt", null, null, 1], ["75-watt", null, null, 1.2], ["100-watt", null, null, 1.4]], price: [12, 29], autoship: 0.3, describe: D_SUPPLY },
  { key: "reptile-substrate", category: 20530, weight: 0.4, animal: "Reptile", kind: "supply", pool: "reptile", image: "reptile-habitat", pools: [ws("Coconut Fiber", "Desert Sand", "Cypress Mulch", "Bioactive")], noun: "Reptile Substrate", sizes: [["8-qt bag", 8, "qt", 1], ["24-qt bag", 24, "qt", 2.3]], price: [8, 16], facets: { PackagingType: ["Bag"] }, autoship: 0.7, describe: D_SUPPLY },
  // Fish
  { key: "fish-food", category: 20601, weight: 1, animal: "Fish", kind: "food", pool: "fish", image: "fish-food", pools: [ws("Tropical", "Goldfish", "Betta", "Cichlid", "Koi"), ws("Flakes", "Pellets", "Crisps", "Granules")], noun: "Fish Food", sizes: TOPPER, price: [4, 11], facets: FOOD_PACK("Flake", "Jar"), autoship: 0.9, describe: D_FOOD },
  { key: "aquariums", category: 20610, weight: 0.5, animal: "Fish", kind: "gear", pool: "fish", image: "aquarium", pools: [ws("LED", "Rimless", "Starter Kit", "Bow-Front")], noun: "Aquarium", sizes: TANK, price: [49, 129], autoship: 0, dropship: 0.5, describe: D_GEAR },
  { key: "aquarium-filters", category: 20620, weight: 0.5, animal: "Fish", kind: "supply", pool: "fish", image: "aquarium", pools: [ws("Power", "Canister", "Sponge", "Internal")], noun: "Aquarium Filter", sizes: TANK.slice(0, 3), price: [15, 45], autoship: 0.2, describe: D_SUPPLY },
  { key: "water-care", category: 20630, weight: 0.5, animal: "Fish", kind: "supply", pool: "fish", image: "fish-food", pools: [ws("Water Conditioner", "Beneficial Bacteria", "Algae Control", "pH Balancer")], noun: "for Aquariums", sizes: LIQUID, price: [6, 15], facets: { PackagingType: ["Bottle"] }, autoship: 0.85, describe: D_SUPPLY },
  { key: "live-plants", category: 20640, weight: 0.3, animal: "Fish", kind: "supply", pool: "fish", image: "aquarium", pools: [ws("Java Fern", "Anubias", "Amazon Sword", "Marimo Moss Ball")], noun: "Live Aquarium Plant", sizes: PACKS, price: [6, 15], autoship: 0, flags: { livePlant: true }, describe: D_SUPPLY },
  { key: "aquarium-decor", category: 20641, weight: 0.3, animal: "Fish", kind: "supply", pool: "fish", image: "aquarium", pools: [ws("Sunken Ship", "Driftwood", "Castle", "Rock Cave")], noun: "Aquarium Decor", sizes: SML.slice(0, 3), price: [7, 22], autoship: 0, describe: D_SUPPLY },
  // Horse
  { key: "horse-feed", category: 20701, weight: 0.5, animal: "Horse", kind: "food", pool: "horse", image: "horse", pools: [ws("Senior", "Performance", "Low-Starch", "Complete")], noun: "Horse Feed", sizes: BIG_BAG, price: [18, 32], facets: { ...FOOD_PACK("Pellet", "Bag") }, autoship: 0.9, describe: D_FOOD },
  { key: "horse-treats", category: 20702, weight: 0.4, animal: "Horse", kind: "treat", pool: "horse", image: "horse", pools: [ws("Apple", "Peppermint", "Carrot", "Oat")], noun: "Horse Treats", sizes: [["1-lb bag", 1, "lb", 1], ["3-lb bag", 3, "lb", 2.4], ["10-lb bucket", 10, "lb", 6]], price: [6, 12], facets: { FoodForm: ["Biscuit"], PackagingType: ["Bag"] }, autoship: 0.8, describe: D_TREAT },
  { key: "horse-supplements", category: 2275, weight: 0.5, animal: "Horse", kind: "health", pool: "horse", image: "horse", pools: [ws("Joint", "Hoof", "Digestive", "Electrolyte", "Coat")], noun: "Supplement for Horses", sizes: [["2-lb tub", 2, "lb", 1], ["5-lb tub", 5, "lb", 2.2], ["10-lb tub", 10, "lb", 4]], price: [24, 49], facets: { FoodForm: ["Powder"], PackagingType: ["Tub"], HealthFeature: ["Hip & Joint Health"] }, autoship: 0.95, describe: D_HEALTH },
  { key: "horse-grooming", category: 20703, weight: 0.3, animal: "Horse", kind: "supply", pool: "horse", image: "horse", pools: [ws("Mane & Tail Detangler", "Curry Comb", "Hoof Pick", "Show Shine Spray")], noun: "for Horses", sizes: ONE, price: [6, 18], autoship: 0.2, describe: D_SUPPLY },
  { key: "horse-fly", category: 20704, weight: 0.3, animal: "Horse", kind: "supply", pool: "horse", image: "horse", pools: [ws("Fly Spray", "Fly Mask", "Fly Sheet")], noun: "for Horses", sizes: [["32-oz", 32, "fl oz", 1], ["1-gal", 128, "fl oz", 3]], price: [12, 25], autoship: 0.6, describe: D_SUPPLY },
  // Farm
  { key: "chicken-feed", category: 20801, weight: 0.5, animal: "Farm Animal", kind: "food", pool: "farm", image: "farm", pools: [ws("Layer Pellets", "Chick Starter", "Scratch Grains", "Organic Layer Crumbles")], noun: "Chicken Feed", sizes: BIG_BAG, price: [14, 28], facets: FOOD_PACK("Pellet", "Bag"), autoship: 0.9, describe: D_FOOD },
  { key: "chicken-coops", category: 20802, weight: 0.3, animal: "Farm Animal", kind: "gear", pool: "farm", image: "farm", pools: [ws("Backyard", "Walk-In", "Raised", "Cottage")], noun: "Chicken Coop", sizes: SML.slice(0, 3), price: [129, 249], autoship: 0, dropship: 0.9, describe: D_GEAR },
  { key: "goat-feed", category: 20803, weight: 0.3, animal: "Farm Animal", kind: "food", pool: "farm", image: "farm", pools: [ws("Goat", "Sheep", "Goat & Sheep")], noun: "Feed Pellets", sizes: BIG_BAG, price: [16, 29], facets: FOOD_PACK("Pellet", "Bag"), autoship: 0.9, describe: D_FOOD },
  { key: "farm-supplies", category: 20804, weight: 0.3, animal: "Farm Animal", kind: "supply", pool: "farm", image: "farm", pools: [ws("Galvanized Waterer", "Poultry Feeder", "Nesting Box", "Heated Base")], noun: "for Farm Animals", sizes: SML.slice(0, 2), price: [15, 49], autoship: 0, describe: D_SUPPLY },
  // Pharmacy (prescription)
  { key: "rx-heartworm", category: 11562, weight: 0.7, animal: "Dog", kind: "rx", pool: "rx", image: "pharmacy", pools: [ws("Heartivex", "Cardiguard", "Wormaway"), ws("Plus", "Chewables", "Duo")], noun: "for Dogs", sizes: DOSES, price: [32, 58], facets: { FoodForm: ["Chewable"], PackagingType: ["Blister Pack"] }, autoship: 0.9, flags: { prescription: true }, describe: D_RX },
  { key: "rx-allergy", category: 11568, weight: 0.5, animal: "Dog", kind: "rx", pool: "rx", image: "pharmacy", pools: [ws("Itchaway", "Dermacalm", "Allerquell"), ws("Tablets", "Chewables")], noun: "for Dogs", sizes: TABLETS, price: [35, 79], facets: { FoodForm: ["Tablet"], PackagingType: ["Bottle"], HealthFeature: ["Skin & Coat Health"] }, autoship: 0.9, flags: { prescription: true }, describe: D_RX },
  { key: "rx-insulin", category: 11576, weight: 0.3, animal: "Dog", kind: "rx", pool: "rx", image: "pharmacy", pools: [ws("Glucovet", "Insulivet"), ws("U-40 Insulin", "Insulin Suspension")], noun: "for Dogs & Cats", sizes: VIALS, price: [49, 99], facets: { FoodForm: ["Liquid"], PackagingType: ["Vial"] }, autoship: 0.9, flags: { prescription: true }, describe: D_RX },
  { key: "rx-antibiotics", category: 20911, weight: 0.4, animal: "Dog", kind: "rx", pool: "rx", image: "pharmacy", pools: [ws("Amoxivet", "Cephavet", "Doxyvet"), ws("Tablets", "Capsules")], noun: "for Dogs", sizes: TABLETS, price: [14, 39], facets: { FoodForm: ["Tablet"], PackagingType: ["Bottle"] }, autoship: 0.2, flags: { prescription: true }, describe: D_RX },
  { key: "rx-cat", category: 20904, weight: 0.6, animal: "Cat", kind: "rx", pool: "rx", image: "pharmacy", pools: [ws("Felithyro", "Renalcat", "Catcalm"), ws("Tablets", "Transdermal Gel")], noun: "for Cats", sizes: TABLETS, price: [19, 59], facets: { FoodForm: ["Tablet"], PackagingType: ["Bottle"] }, autoship: 0.9, flags: { prescription: true }, describe: D_RX },
  { key: "rx-flea", category: 20905, weight: 0.6, animal: "Dog", kind: "rx", pool: "rx", image: "flea-tick", pools: [ws("Fleaguard", "Tickzero", "Parashield"), ws("Chews", "Chewable Tablets")], noun: "for Dogs", sizes: DOSES, price: [45, 89], facets: { FoodForm: ["Chewable"], PackagingType: ["Blister Pack"] }, breedSizes: true, autoship: 0.9, flags: { prescription: true }, describe: D_RX },
  { key: "rx-pain", category: 20906, weight: 0.5, animal: "Dog", kind: "rx", pool: "rx", image: "pharmacy", pools: [ws("Arthrivet", "Mobiliq", "Carprovet"), ws("Chewable Tablets", "Oral Suspension")], noun: "for Dogs", sizes: TABLETS, price: [22, 69], facets: { FoodForm: ["Tablet"], PackagingType: ["Bottle"], HealthFeature: ["Hip & Joint Health"] }, autoship: 0.9, flags: { prescription: true }, describe: D_RX },
  { key: "rx-horse", category: 20907, weight: 0.3, animal: "Horse", kind: "rx", pool: "rx", image: "horse", pools: [ws("Equibute", "Equiworm", "Hoofrelief"), ws("Paste", "Powder")], noun: "for Horses", sizes: [["1 syringe", 1, "ct", 1], ["6 syringes", 6, "ct", 5]], price: [12, 39], facets: { FoodForm: ["Paste"], PackagingType: ["Syringe"] }, autoship: 0.7, flags: { prescription: true }, describe: D_RX },
  { key: "rx-compounded", category: 20902, weight: 0.2, animal: "Dog", kind: "rx", pool: "rx", image: "pharmacy", pools: [ws("Compounded Methimazole", "Compounded Gabapentin", "Compounded Prednisolone"), ws("Chicken-Flavored Liquid", "Fish-Flavored Chews")], noun: "for Pets", sizes: [["30 mL", 30, "mL", 1], ["60 mL", 60, "mL", 1.7]], price: [25, 55], facets: { FoodForm: ["Liquid"], PackagingType: ["Bottle"] }, autoship: 0.9, flags: { prescription: true }, describe: D_RX },
  // Vet diets (prescription diets)
  { key: "vet-dog-kidney", category: 20952, weight: 0.4, animal: "Dog", kind: "vetdiet", pool: "vetdiet", image: "vet-diet", pools: [ws("Kidney Care"), DOG_FLAVORS], noun: "Dry Dog Food", sizes: DRY.slice(0, 3), price: [32, 49], facets: { ...FOOD_PACK("Dry", "Bag"), SpecialDiet: ["Prescription Diet"], HealthFeature: ["Kidney Health"], Lifestage: ["Adult"] }, autoship: 0.97, flags: { rxVetDiet: true }, describe: D_VETDIET },
  { key: "vet-dog-weight", category: 20953, weight: 0.4, animal: "Dog", kind: "vetdiet", pool: "vetdiet", image: "vet-diet", pools: [ws("Metabolic Weight", "Satiety Support"), DOG_FLAVORS], noun: "Dry Dog Food", sizes: DRY.slice(0, 3), price: [32, 49], facets: { ...FOOD_PACK("Dry", "Bag"), SpecialDiet: ["Prescription Diet", "Weight Control"], HealthFeature: ["Weight Management"], Lifestage: ["Adult"] }, autoship: 0.97, flags: { rxVetDiet: true }, describe: D_VETDIET },
  { key: "vet-dog-gi", category: 20954, weight: 0.4, animal: "Dog", kind: "vetdiet", pool: "vetdiet", image: "vet-diet", pools: [ws("Gastrointestinal", "Low Fat Digestive"), DOG_FLAVORS, ws("Dry Dog Food", "Wet Dog Food")], noun: "", sizes: DRY.slice(0, 3), price: [30, 47], facets: { FoodForm: ["Dry"], PackagingType: ["Bag"], SpecialDiet: ["Prescription Diet"], HealthFeature: ["Digestive Health"] }, autoship: 0.97, flags: { rxVetDiet: true }, describe: D_VETDIET },
  { key: "vet-cat-urinary", category: 20956, weight: 0.4, animal: "Cat", kind: "vetdiet", pool: "vetdiet", image: "vet-diet", pools: [ws("Urinary SO", "Urinary Care"), CAT_FLAVORS], noun: "Dry Cat Food", sizes: DRY.slice(0, 3), price: [28, 45], facets: { ...FOOD_PACK("Dry", "Bag"), SpecialDiet: ["Prescription Diet"], HealthFeature: ["Urinary Tract Health"], Lifestage: ["Adult"] }, autoship: 0.97, flags: { rxVetDiet: true }, describe: D_VETDIET },
  { key: "vet-cat-kidney", category: 20957, weight: 0.4, animal: "Cat", kind: "vetdiet", pool: "vetdiet", image: "vet-diet", pools: [ws("Renal Support", "Kidney Care"), CAT_FLAVORS], noun: "Wet Cat Food", sizes: WET, price: [34, 52], facets: { ...FOOD_PACK("Wet", "Can"), SpecialDiet: ["Prescription Diet"], HealthFeature: ["Kidney Health"], Lifestage: ["Senior"] }, autoship: 0.97, flags: { rxVetDiet: true }, describe: D_VETDIET },
];

/** Fixed facet values per attribute, in display order (every value the types can produce). */
export const FACET_ATTR_VALUES: Record<AttributeFacetKey, string[]> = {
  BreedSize: ["Toy Breed", "Small Breed", "Medium Breed", "Large Breed", "Giant Breed"],
  FoodFlavor: [],
  FoodForm: [],
  HealthFeature: [],
  Lifestage: ["Puppy", "Kitten", "Adult", "Senior", "All Life Stages"],
  PackagingType: [],
  SpecialDiet: [],
};
// Collect every value that a type or pick can emit, sorted, so facet ids never depend on the
// product count.
(function collect() {
  const add = (k: AttributeFacetKey, vs: string[] | undefined) => {
    for (const v of vs ?? []) if (!FACET_ATTR_VALUES[k].includes(v)) FACET_ATTR_VALUES[k].push(v);
  };
  const extra: Partial<Record<AttributeFacetKey, string[]>> = {
    FoodFlavor: [...TREAT_VARIANTS.values],
    SpecialDiet: ["Gluten-Free"],
  };
  for (const [k, vs] of Object.entries(extra)) add(k as AttributeFacetKey, vs);
  for (const t of PRODUCT_TYPES) {
    for (const [k, vs] of Object.entries(t.facets ?? {})) add(k as AttributeFacetKey, vs);
    for (const pool of t.pools) for (const pick of pool) for (const [k, vs] of Object.entries(pick.f ?? {})) add(k as AttributeFacetKey, vs);
  }
  for (const k of ["FoodFlavor", "FoodForm", "HealthFeature", "PackagingType", "SpecialDiet"] as AttributeFacetKey[]) {
    FACET_ATTR_VALUES[k].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
})();

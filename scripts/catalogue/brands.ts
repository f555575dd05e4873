// Fictional brands. Pools say which product kinds a brand makes. ca = Canadian national brand;
// exclusive = private label sold only at Tailwise.
export type BrandPool =
  | "food"
  | "treat"
  | "toy"
  | "gear"
  | "health"
  | "rx"
  | "vetdiet"
  | "litter"
  | "smallpet"
  | "bird"
  | "reptile"
  | "fish"
  | "horse"
  | "farm"
  | "gift";

export interface BrandDef {
  name: string;
  pools: BrandPool[];
  ca?: boolean;
  exclusive?: boolean;
}

export const BRANDS: BrandDef[] = [
  { name: "Barkwell", pools: ["food", "treat"] },
  { name: "Whisker & Co", pools: ["food", "treat", "toy"] },
  { name: "Tailwind Kitchen", pools: ["food", "treat"] },
  { name: "Hearthside Pet", pools: ["food"] },
  { name: "Northpaw", pools: ["food", "treat", "gear"], ca: true },
  { name: "Prairie Table", pools: ["food", "treat"], ca: true },
  { name: "Silver Harbor", pools: ["food", "fish"], ca: true },
  { name: "Meadowbrook Farms", pools: ["food", "treat", "horse"] },
  { name: "Wild Cedar", pools: ["food", "treat"] },
  { name: "Little Acorn Pet", pools: ["food", "smallpet"] },
  { name: "Kindred Bowl", pools: ["food", "gear"] },
  { name: "Goldmoor", pools: ["food"] },
  { name: "Blue Fern", pools: ["food", "treat"] },
  { name: "Trueheart Nutrition", pools: ["food", "health"] },
  { name: "Maple Crest Pet", pools: ["food", "treat"], ca: true },
  { name: "Snackwood", pools: ["treat"] },
  { name: "Crumble & Wag", pools: ["treat"] },
  { name: "Happy Hound Bakery", pools: ["treat"] },
  { name: "Good Bite", pools: ["treat", "smallpet"] },
  { name: "Chewberry", pools: ["treat", "toy"] },
  { name: "Fetchworks", pools: ["toy"] },
  { name: "Tug & Tumble", pools: ["toy"] },
  { name: "Yarnball Lab", pools: ["toy"] },
  { name: "Squeakery", pools: ["toy"] },
  { name: "Zoomies Co", pools: ["toy", "gear"] },
  { name: "Den & Dwell", pools: ["gear"], exclusive: true },
  { name: "Cozy Burrow", pools: ["gear", "smallpet"] },
  { name: "Trailhound", pools: ["gear"] },
  { name: "Lakeside Leash", pools: ["gear"] },
  { name: "Urban Tail", pools: ["gear", "toy"] },
  { name: "Sturdy Crate Co", pools: ["gear"] },
  { name: "Great North Pet", pools: ["gear", "litter"], ca: true },
  { name: "VetNova", pools: ["health"] },
  { name: "Vitapaw", pools: ["health"] },
  { name: "Calm Meadow", pools: ["health"] },
  { name: "Omega Cove", pools: ["health"] },
  { name: "Tailwise Essentials", pools: ["health"], exclusive: true },
  { name: "Cardivex Labs", pools: ["rx"] },
  { name: "Meridian Animal Health", pools: ["rx"] },
  { name: "Solace Vet", pools: ["rx"] },
  { name: "Clearpath Animal Health", pools: ["rx", "health"] },
  { name: "Clinical Bowl", pools: ["vetdiet"] },
  { name: "VetCare Formula", pools: ["vetdiet"] },
  { name: "Restora Diets", pools: ["vetdiet"] },
  { name: "Clumpwell", pools: ["litter"], ca: true },
  { name: "Pine Hollow", pools: ["litter"] },
  { name: "Dustless Dunes", pools: ["litter"] },
  { name: "Burrow & Bloom", pools: ["smallpet"] },
  { name: "Timothy Lane", pools: ["smallpet"] },
  { name: "Featherlight", pools: ["bird"] },
  { name: "Songbird Pantry", pools: ["bird"] },
  { name: "Perch & Preen", pools: ["bird"] },
  { name: "Scale & Sun", pools: ["reptile"] },
  { name: "Desert Hollow", pools: ["reptile"] },
  { name: "Reef & Ripple", pools: ["fish"] },
  { name: "Aquaglow", pools: ["fish"], ca: true },
  { name: "Clearwater Labs", pools: ["fish", "reptile"] },
  { name: "Stablecraft", pools: ["horse"] },
  { name: "Bridle Ridge", pools: ["horse"], ca: true },
  { name: "Paddock Pantry", pools: ["horse", "farm"] },
  { name: "Henhouse Harvest", pools: ["farm"] },
  { name: "Barnyard Basics", pools: ["farm"] },
  { name: "Tailwise", pools: ["gift"], exclusive: true },
];

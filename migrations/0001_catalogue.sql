-- Tailwise catalogue (D1 / SQLite). Source tables are written by the seed
-- (scripts/catalogue/generate.ts); the tables marked "derived" are search indexes rebuilt by
-- the same seed from the source tables and hold PUBLISHED products only.
--
-- Money is stored in integer cents per market (usd / cad). Dates are ISO 'YYYY-MM-DD' text.

-- Key/value facts about the loaded catalogue (seed hash, product count, seed date).
CREATE TABLE catalogue_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- Category tree. id = the spec's group id. catalog_prefix decides the URL family:
-- /{prefix}/{slug}_c{id}; b and s map to catalog 1004, deals 1006, brands 1007, shops 10022.
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  catalog_prefix TEXT NOT NULL CHECK (catalog_prefix IN ('b', 's', 'deals', 'brands', 'shops')),
  short_description TEXT NOT NULL DEFAULT '',
  published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  -- A replaced category: its page redirects to this live category.
  replacement_group_id INTEGER REFERENCES categories(id),
  sort_order INTEGER NOT NULL DEFAULT 0,
  depth INTEGER NOT NULL DEFAULT 0,
  -- For catalog_prefix 'brands': the brand the page lists.
  brand_id INTEGER
);
CREATE INDEX categories_parent ON categories (parent_id, sort_order);
CREATE INDEX categories_prefix_slug ON categories (catalog_prefix, slug);
CREATE INDEX categories_brand ON categories (brand_id) WHERE brand_id IS NOT NULL;

-- Closure table: every (ancestor, descendant) pair including (c, c) at depth 0.
CREATE TABLE category_closure (
  ancestor_id INTEGER NOT NULL,
  descendant_id INTEGER NOT NULL,
  depth INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, descendant_id)
) WITHOUT ROWID;
CREATE INDEX category_closure_descendant ON category_closure (descendant_id, depth);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  -- spec §3 isCanadianNationalBrand (nationalbrand facet in the Canadian market).
  is_national_brand_ca INTEGER NOT NULL DEFAULT 0,
  -- Private label / sold only here ("exclusive to the retailer").
  is_exclusive INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  -- The brands-prefix category that lists this brand (/brands/{slug}_c{id}).
  category_id INTEGER
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,                 -- catalogEntryId
  part_number TEXT NOT NULL UNIQUE,       -- parent part number
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  primary_category_id INTEGER NOT NULL REFERENCES categories(id),
  description TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL,
  gtin TEXT,
  rating REAL NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
  rating_count INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL DEFAULT 0,  -- higher sells more ("Bestselling")
  pop_score REAL NOT NULL DEFAULT 0,      -- ln(1+popularity) scaled to 0..1, for relevance blending
  name_rank INTEGER NOT NULL DEFAULT 0,   -- position in name order (case-insensitive), for byName
  created_days_ago INTEGER NOT NULL DEFAULT 0, -- as generated; created_at is derived at load time
  created_at TEXT NOT NULL,               -- 'YYYY-MM-DD'
  -- lowest advertised price of the product's published items, per market (cents)
  min_price_usd INTEGER NOT NULL DEFAULT 0,
  min_price_cad INTEGER NOT NULL DEFAULT 0,
  -- "on sale" weight for bySaleRelevance: deal / on-special / savings
  sale_rank INTEGER NOT NULL DEFAULT 0,
  is_autoship_allowed INTEGER NOT NULL DEFAULT 0,
  is_deal INTEGER NOT NULL DEFAULT 0,
  is_on_special INTEGER NOT NULL DEFAULT 0,
  is_discontinued INTEGER NOT NULL DEFAULT 0,
  is_gift_card INTEGER NOT NULL DEFAULT 0,
  is_fresh INTEGER NOT NULL DEFAULT 0,
  is_frozen INTEGER NOT NULL DEFAULT 0,
  is_live_feed INTEGER NOT NULL DEFAULT 0,
  is_live_plant INTEGER NOT NULL DEFAULT 0,
  is_prescription INTEGER NOT NULL DEFAULT 0,
  is_rx_vet_diet INTEGER NOT NULL DEFAULT 0,
  is_customizable INTEGER NOT NULL DEFAULT 0,
  is_dropshipped INTEGER NOT NULL DEFAULT 0,
  is_canadian_national_brand INTEGER NOT NULL DEFAULT 0,
  is_exclusive INTEGER NOT NULL DEFAULT 0,
  is_bundle INTEGER NOT NULL DEFAULT 0,
  bundle_part_numbers TEXT,               -- JSON array of part numbers, for bundles
  bundle_title TEXT,
  deal_id TEXT,                           -- dealsId facet value when the product is in a deal
  deal_name TEXT,
  published INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_category ON products (primary_category_id);
-- Whole-catalogue listings (no group, no term) go through product_categories (category 0).

-- SKUs. 1..N per product; options are size plus an optional flavor or color.
CREATE TABLE items (
  id INTEGER PRIMARY KEY,                 -- item catalog entry id
  product_id INTEGER NOT NULL REFERENCES products(id),
  part_number TEXT NOT NULL UNIQUE,
  gtin TEXT,
  name TEXT NOT NULL,
  size TEXT,
  flavor TEXT,
  color TEXT,
  option_order INTEGER NOT NULL DEFAULT 0,
  price_usd INTEGER NOT NULL,
  price_cad INTEGER NOT NULL,
  strike_usd INTEGER,                     -- list / was price; only a CA strike above the price is shown
  strike_cad INTEGER,
  strike_type TEXT,                       -- 'LIST_PRICE' | 'WAS_PRICE'
  autoship_usd INTEGER,
  autoship_cad INTEGER,
  autoship_discount_pct REAL,
  first_autoship_pct REAL,                -- fast-track (first autoship order) discount
  first_autoship_max_usd INTEGER,
  first_autoship_max_cad INTEGER,
  map_enforced INTEGER NOT NULL DEFAULT 0,
  map_type INTEGER,                       -- 2 = 'See Price in Cart'
  map_savings_usd INTEGER,
  map_savings_cad INTEGER,
  ppu_usd INTEGER,                        -- price per unit, cents
  ppu_cad INTEGER,
  unit_of_measure TEXT,
  inventory INTEGER NOT NULL DEFAULT 0,
  published INTEGER NOT NULL DEFAULT 1,
  discontinued INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX items_product ON items (product_id, published, price_usd);

-- Direct category memberships (primary category, deals, shops, brand page, s-pages, ...).
CREATE TABLE product_category_links (
  product_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, category_id)
) WITHOUT ROWID;
CREATE INDEX product_category_links_category ON product_category_links (category_id);

-- Facet values. market '*' = both markets; 'us' / 'ca' for market-specific values (price_d
-- buckets are in the market currency, nationalbrand is Canadian only).
CREATE TABLE facet_values (
  id INTEGER PRIMARY KEY,
  facet_key TEXT NOT NULL,                -- one of FACET_KEYS (app/search/request.ts)
  facet_id INTEGER NOT NULL,              -- numeric facet id (same for every value of a key)
  facet_name TEXT NOT NULL,               -- facet label, e.g. 'Brand'
  value TEXT NOT NULL,
  value_id TEXT NOT NULL,                 -- hex id; the first 6 characters are unique per key
  label TEXT NOT NULL,
  market TEXT NOT NULL DEFAULT '*' CHECK (market IN ('*', 'us', 'ca')),
  sort_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (facet_key, value, market)
);
CREATE INDEX facet_values_value_id ON facet_values (facet_id, value_id);

CREATE TABLE product_facets (
  product_id INTEGER NOT NULL,
  facet_value_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, facet_value_id)
) WITHOUT ROWID;
CREATE INDEX product_facets_value ON product_facets (facet_value_id, product_id);

-- Derived: every published product under every ancestor of every category it is linked to,
-- plus category 0 = the whole published catalogue. The sort keys are copied here so a category
-- page in any common order is an index range scan (no join, no sort of the whole category).
CREATE TABLE product_categories (
  category_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  popularity INTEGER NOT NULL,
  price_usd INTEGER NOT NULL,
  price_cad INTEGER NOT NULL,
  rating REAL NOT NULL,
  rating_count INTEGER NOT NULL,
  created_days_ago INTEGER NOT NULL,
  sale_rank INTEGER NOT NULL,
  name_rank INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX product_categories_popularity ON product_categories (category_id, popularity DESC, product_id);
CREATE INDEX product_categories_price_usd ON product_categories (category_id, price_usd, product_id);
CREATE INDEX product_categories_price_cad ON product_categories (category_id, price_cad, product_id);
CREATE INDEX product_categories_rating ON product_categories (category_id, rating DESC, rating_count DESC, product_id);
CREATE INDEX product_categories_newest ON product_categories (category_id, created_days_ago, product_id DESC);
CREATE INDEX product_categories_name ON product_categories (category_id, name_rank, product_id);

-- Derived: published product count per category (incl. descendants); category 0 = all.
CREATE TABLE category_counts (
  category_id INTEGER PRIMARY KEY,
  product_count INTEGER NOT NULL
);

-- Derived: facet value counts per category with no term and no facet filter (the plain
-- category page). Market-specific values are distinct facet_values rows.
CREATE TABLE category_facet_counts (
  category_id INTEGER NOT NULL,
  facet_value_id INTEGER NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (category_id, facet_value_id)
) WITHOUT ROWID;

-- Derived: term search. Contentless (rowid = products.id); porter stemming + prefix indexes.
CREATE VIRTUAL TABLE product_search USING fts5(
  name, brand, categories, description,
  content = '',
  prefix = '2 3 4',
  tokenize = 'porter unicode61 remove_diacritics 2'
);

-- Derived: words of published products' names, brands and categories, for "did you mean".
CREATE TABLE search_vocab (
  word TEXT PRIMARY KEY,
  len INTEGER NOT NULL,
  doc_count INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX search_vocab_len ON search_vocab (len, doc_count DESC);

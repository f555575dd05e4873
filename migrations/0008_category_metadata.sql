-- spec §2: a category's page metadata, by kind. Kind 'Canonical' names the category page's
-- canonical address (its short description, else its long one), which takes priority over the
-- address the page works out for itself (app/seo/canonical-override.ts, decision 0036). Written by
-- the catalogue's owners (`wrangler d1 execute`); the generated catalogue has none.
CREATE TABLE category_metadata (
  category_id INTEGER NOT NULL REFERENCES categories(id),
  kind TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  long_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, kind)
) WITHOUT ROWID;

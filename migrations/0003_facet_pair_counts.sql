-- Derived: facet value counts of a big category with ONE facet value selected (no term):
-- product_count = products of category_id having both selected_value_id and facet_value_id.
-- Lets "category + one facet" pages (the common filtered case) skip counting over tens of
-- thousands of products. Only categories with at least PAIR_COUNT_MIN_PRODUCTS published
-- products (app/search/query.server.ts) have rows; smaller ones are counted on the fly.
CREATE TABLE category_facet_pair_counts (
  category_id INTEGER NOT NULL,
  selected_value_id INTEGER NOT NULL,
  facet_value_id INTEGER NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (category_id, selected_value_id, facet_value_id)
) WITHOUT ROWID;

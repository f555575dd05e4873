-- A product's namesakes (other products of the same name, so of the same brand: app/product/
-- product.server.ts) are found by brand and name together. On the brand's index alone the lookup read
-- every product of the brand: 6,943 rows for the largest brand at 100,000 products, per product page
-- and per product of a feed batch (docs/decisions/0074). The new index serves every brand_id lookup the
-- old one did, so the old one goes.
CREATE INDEX products_brand_name ON products (brand_id, name);
DROP INDEX products_brand;

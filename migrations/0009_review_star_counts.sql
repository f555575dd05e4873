-- How many reviews of each product gave 1, 2, 3, 4 and 5 stars (docs/decisions/0058): one row per
-- reviewed product, not a row per review (the default catalogue's products have ~4 million reviews
-- between them). The counts add up to products.rating_count and average to products.rating, the
-- figures a card's stars show; the product page writes each review from them (app/reviews/).
CREATE TABLE review_star_counts (
  product_id INTEGER PRIMARY KEY REFERENCES products(id),
  one_star INTEGER NOT NULL,
  two_stars INTEGER NOT NULL,
  three_stars INTEGER NOT NULL,
  four_stars INTEGER NOT NULL,
  five_stars INTEGER NOT NULL
);

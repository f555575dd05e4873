-- The retention job (worker/scheduled.ts) deletes carts whose cookie has lapsed, oldest `updated_at`
-- first, in bounded batches: this index finds them without reading every cart.
CREATE INDEX carts_updated ON carts (updated_at);

-- Issue #23 item 8 (docs/decisions/0032): a browser's first adds that arrive together make one cart.
-- A cart made by a first add carries the key it was claimed under: a one-way hash of the browser's
-- XSRF token and the market, never the token. Another add from the same browser without a cart
-- cookie joins the cart claimed in the last minute instead of making its own.
ALTER TABLE carts ADD COLUMN claim_key TEXT;

-- The claim lookup (the newest cart under a key), without reading carts that were never claimed.
CREATE INDEX carts_claim ON carts (claim_key, created_at) WHERE claim_key IS NOT NULL;

-- Buy path (issue #7): cart lines keep a removed line for "undo remove", customizable products carry
-- the shopper's personalization; notify-me requests name a searched term or a product; anonymous
-- writes are counted per visitor and per IP in fixed windows (rate limits shared by every isolate).

-- A removed line stays (removed_at set) so the cart can offer "Undo"; reading a cart skips it, and a
-- new add of the same item brings it back as a fresh line.
ALTER TABLE cart_lines ADD COLUMN removed_at TEXT;
ALTER TABLE cart_lines ADD COLUMN personalization TEXT;

-- Nothing wrote notify_me_requests before this migration (no endpoint existed), so it is recreated
-- with the subject it now needs: a searched term (no-results page) or a product (out of stock).
DROP TABLE notify_me_requests;
CREATE TABLE notify_me_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,                    -- lower-cased, trimmed
  subject_key TEXT NOT NULL,              -- 'term:{normalised term}' | 'product:{catalogEntryId}'
  term TEXT,                              -- the normalised searched term (term requests)
  product_id INTEGER,                     -- products.id (product requests)
  matched_term TEXT NOT NULL,             -- what the shopper was told about: the term or the product name
  market TEXT NOT NULL CHECK (market IN ('us', 'ca')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (email, subject_key, market)     -- a second request => "already signed up"
);

CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,                   -- '{action}:{visitor|ip}:{id}'
  window_start INTEGER NOT NULL,          -- unix seconds, a multiple of the window length
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
) WITHOUT ROWID;
CREATE INDEX rate_limits_window ON rate_limits (window_start);

-- Tables for later issues (cart, notify-me, analytics sink). Empty after seeding; the catalogue
-- seed never touches them.

CREATE TABLE carts (
  id TEXT PRIMARY KEY,                    -- opaque cart id (cookie)
  market TEXT NOT NULL CHECK (market IN ('us', 'ca')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE cart_lines (
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,               -- items.id
  part_number TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  autoship INTEGER NOT NULL DEFAULT 0,
  added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (cart_id, item_id)
) WITHOUT ROWID;

CREATE TABLE notify_me_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  term TEXT NOT NULL,                     -- normalised searched term / matched term
  market TEXT NOT NULL CHECK (market IN ('us', 'ca')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (email, term, market)            -- duplicate sign-up => "already signed up"
);

CREATE TABLE analytics_events (
  message_id TEXT PRIMARY KEY,            -- de-duplication key (Segment messageId)
  type TEXT NOT NULL,                     -- track | page | identify | ...
  event TEXT,                             -- event name (track)
  payload TEXT NOT NULL,                  -- JSON
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX analytics_events_received ON analytics_events (received_at);
CREATE INDEX analytics_events_event ON analytics_events (event, received_at);

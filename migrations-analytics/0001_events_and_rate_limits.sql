-- The ANALYTICS database (docs/decisions/0015): what anonymous clients write through the collector,
-- POST {market}/v1/batch, kept apart from the catalogue. Rows are deleted by the retention job
-- (worker/scheduled.ts): events after ANALYTICS_RETENTION_DAYS, counters once their window is over.

CREATE TABLE analytics_events (
  message_id TEXT PRIMARY KEY,            -- de-duplication key (Segment messageId)
  type TEXT NOT NULL,                     -- track | page | identify | ...
  event TEXT,                             -- event name (track), page or screen name
  payload TEXT NOT NULL,                  -- JSON, as normalised by the collector
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX analytics_events_received ON analytics_events (received_at);
CREATE INDEX analytics_events_event ON analytics_events (event, received_at);

-- The collector's fixed-window counters, the same shape as the catalogue's (app/security/rate-limit.server.ts).
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,                   -- 'collector:{visitor|ip}:{id}'
  window_start INTEGER NOT NULL,          -- unix seconds, a multiple of the window length
  hits INTEGER NOT NULL,                  -- events counted in the window
  PRIMARY KEY (bucket, window_start)
) WITHOUT ROWID;
CREATE INDEX rate_limits_window ON rate_limits (window_start);

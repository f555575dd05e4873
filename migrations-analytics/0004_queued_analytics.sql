-- Queued analytics (issue #28, docs/decisions/0077): the collector, RUM and ad-event endpoints enqueue
-- what they accept; the queue's consumer (worker/queue.ts) writes it here.

-- RUM beacons and ad events have no id of their own: each queued one carries an id minted when it
-- was accepted, recorded here in the same D1 batch as its rows, so a message the queue delivers twice
-- is counted once. (Collector events are de-duplicated by their own messageId in analytics_events.)
-- Deleted by the retention job with the analytics events (worker/scheduled.ts).
CREATE TABLE analytics_queue_receipts (
  id TEXT PRIMARY KEY,
  stored_at TEXT NOT NULL                 -- ISO 8601 (UTC)
);
CREATE INDEX analytics_queue_receipts_by_stored_at ON analytics_queue_receipts (stored_at);

-- What the consumer failed to store in every delivery (the first and max_retries more), as the dead-letter queue's consumer received
-- it. An operator reads it here and replays it by setting replay_requested = 1: the next scheduled
-- run sends the body to the queue again and deletes the row (README "Queued analytics").
CREATE TABLE analytics_dead_letters (
  queue_message_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,                     -- the queued message, JSON
  dead_at TEXT NOT NULL,                  -- ISO 8601 (UTC)
  replay_requested INTEGER NOT NULL DEFAULT 0 CHECK (replay_requested IN (0, 1))
);

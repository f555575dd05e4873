-- Sponsored-product ad events (issue #9): what the first-party ad trackers count,
-- GET {market}/ads/v1/event?type=impression|click&campaign=…&part=…&slot=… (app/api/ad-tracker-events.server.ts).
-- One row per day, campaign, product, slot and event type: counts, not visitors. Deleted by the
-- retention job with the analytics events (worker/scheduled.ts).
CREATE TABLE ad_events (
  day TEXT NOT NULL,                      -- 'YYYY-MM-DD' (UTC)
  campaign TEXT NOT NULL,
  part_number TEXT NOT NULL,
  slot INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('impression', 'click')),
  count INTEGER NOT NULL,
  PRIMARY KEY (day, campaign, part_number, slot, type)
) WITHOUT ROWID;

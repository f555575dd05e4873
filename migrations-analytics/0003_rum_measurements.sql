-- Real-user monitoring (issue #11): the Core Web Vitals and perf-queue events browsers send to
-- POST {market}/api/rum (app/api/rum-measurements.server.ts). One row per measurement, no visitor id.
-- `npm run rum:report` prints p75 per page type and market. Deleted by the retention job with the
-- analytics events (worker/scheduled.ts).
CREATE TABLE rum_measurements (
  received_at TEXT NOT NULL,              -- ISO 8601 (UTC)
  market TEXT NOT NULL CHECK (market IN ('us', 'ca')),
  page_type TEXT NOT NULL,
  name TEXT NOT NULL,                     -- LCP, INP, CLS, FCP, TTFB or event:{name}
  value REAL NOT NULL,
  rating TEXT CHECK (rating IS NULL OR rating IN ('good', 'needs-improvement', 'poor'))
);
CREATE INDEX rum_by_received_at ON rum_measurements (received_at);
CREATE INDEX rum_by_name ON rum_measurements (name, page_type, market);

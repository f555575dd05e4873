-- Issue #8: analytics events now go to their own database (binding ANALYTICS, migrations-analytics/),
-- so the catalogue's copy of the table goes. An operator with events worth keeping exports them
-- before applying this migration (docs/decisions/0015, README).
DROP TABLE analytics_events;

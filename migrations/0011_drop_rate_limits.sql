-- Issue #28, docs/decisions/0080: the rate-limit counters live in Durable Objects
-- (worker/rate-limit-object.ts); nothing reads or writes this table any more. Its rows were counters
-- of windows of at most ten minutes: nothing in it outlives the deploy by more than that.
DROP INDEX IF EXISTS rate_limits_window;
DROP TABLE IF EXISTS rate_limits;

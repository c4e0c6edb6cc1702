-- Better Auth's own rate limiter is off since the route rules count its endpoints with ours
-- (apps/server/src/middleware/route-rules.ts, rate_limits); its table was never written again.
DROP TABLE IF EXISTS "auth_rate_limits";

-- UNLOGGED written by hand (drizzle-kit has no word for it): see server/db/tables/rate-limits.ts.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);

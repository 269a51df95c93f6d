DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_search_region_idx";--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("country","gender","last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth") WHERE searchable;--> statement-breakpoint
CREATE INDEX "profiles_search_region_idx" ON "profiles" USING btree ("country","countryregion","gender","last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth") WHERE searchable;
CREATE TABLE "spending_limits" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"limit_cents" integer,
	"pending_cents" integer,
	"pending_currency" text,
	"pending_from" timestamp with time zone,
	"pending_asked_at" timestamp with time zone,
	"pending_mailed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_limits_amounts" CHECK (("spending_limits"."limit_cents" is null or "spending_limits"."limit_cents" >= 0) and ("spending_limits"."pending_cents" is null or "spending_limits"."pending_cents" >= 0)),
	CONSTRAINT "spending_limits_pending" CHECK (("spending_limits"."pending_from" is null) = ("spending_limits"."pending_asked_at" is null) and ("spending_limits"."pending_currency" is null) = ("spending_limits"."pending_from" is null) and ("spending_limits"."pending_cents" is null or "spending_limits"."pending_from" is not null))
);
--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
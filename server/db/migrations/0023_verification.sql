CREATE TABLE "verifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"pose" text NOT NULL,
	"status" text DEFAULT 'posing' NOT NULL,
	"pose_expires_at" timestamp with time zone NOT NULL,
	"client_key" text,
	"selfie" "bytea",
	"selfie_sha256" text,
	"selfie_dhash" bigint,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "target_verification_id" bigint;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_user_id_idx" ON "verifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_selfie_sha256_unique" ON "verifications" USING btree ("selfie_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_client_key_unique" ON "verifications" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_one_pending" ON "verifications" USING btree ("user_id") WHERE "verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profiles_search_verified_idx" ON "profiles" USING btree ("country","gender","last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"date_of_birth") WHERE searchable and verified_at is not null;--> statement-breakpoint
CREATE FUNCTION "profiles_verified_follow_photo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A verification vouches for the main photo it was compared with: another main photo (or
  -- none) asks for a new one, whichever way the photo changed (issue 32 §1).
  IF NEW.main_image_id IS DISTINCT FROM OLD.main_image_id THEN
    NEW.verified_at := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_verified_follow_photo" BEFORE UPDATE OF main_image_id ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_verified_follow_photo"();

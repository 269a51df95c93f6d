CREATE TABLE "discover_passes" (
	"member_id" bigint NOT NULL,
	"passed_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discover_passes_member_id_passed_id_pk" PRIMARY KEY("member_id","passed_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_filename" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_height" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_chat_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discover_passes" ADD CONSTRAINT "discover_passes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_passes" ADD CONSTRAINT "discover_passes_passed_id_users_id_fk" FOREIGN KEY ("passed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discover_passes_at_idx" ON "discover_passes" USING btree ("at");
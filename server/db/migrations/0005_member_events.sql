CREATE TABLE "member_event_counters" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"last_event_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_events" (
	"member_id" bigint NOT NULL,
	"id" bigint NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_events_member_id_id_pk" PRIMARY KEY("member_id","id")
);
--> statement-breakpoint
ALTER TABLE "member_event_counters" ADD CONSTRAINT "member_event_counters_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_events_created_at_idx" ON "member_events" USING btree ("created_at");
ALTER TABLE "conversation_members" ADD COLUMN "mailed_message_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "likes" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_digest_at" timestamp with time zone;
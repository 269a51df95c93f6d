CREATE TABLE "member_discounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"applies_to" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_order_id" bigint
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"site_id" text NOT NULL,
	"client_key" text NOT NULL,
	"product" text NOT NULL,
	"product_id" text NOT NULL,
	"credits" integer NOT NULL,
	"bonus_credits" integer DEFAULT 0 NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"list_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"country" text NOT NULL,
	"discount_code" text,
	"discount_source" text,
	"method" text,
	"status" text DEFAULT 'open' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"checkout_url" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"charged_back_cents" integer DEFAULT 0 NOT NULL,
	"return_to" text,
	"waived_withdrawal_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"premium_from" timestamp with time zone,
	"premium_until" timestamp with time zone,
	CONSTRAINT "orders_amounts" CHECK ("orders"."amount_cents" >= 0 AND "orders"."vat_cents" >= 0 AND "orders"."vat_cents" <= "orders"."amount_cents" AND "orders"."amount_cents" <= "orders"."list_cents"),
	CONSTRAINT "orders_credits" CHECK ("orders"."credits" >= 0 AND "orders"."bonus_credits" >= 0 AND "orders"."bonus_credits" <= "orders"."credits")
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"method" text,
	"status" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"charged_back_cents" integer DEFAULT 0 NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "member_discounts" ADD CONSTRAINT "member_discounts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_discounts" ADD CONSTRAINT "member_discounts_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_discounts_member_code_idx" ON "member_discounts" USING btree ("member_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_idx" ON "orders" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_client_key_idx" ON "orders" USING btree ("member_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_idx" ON "orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "orders_member_id_created_at_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "test_payments_order_id_idx" ON "test_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_purchase_idx" ON "credit_ledger" USING btree ("order_id") WHERE "credit_ledger"."reason" = 'purchase';--> statement-breakpoint
CREATE INDEX "credit_ledger_order_id_idx" ON "credit_ledger" USING btree ("order_id");
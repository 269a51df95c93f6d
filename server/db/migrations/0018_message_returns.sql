DROP INDEX "credit_ledger_message_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_message_return_idx" ON "credit_ledger" USING btree ("message_id") WHERE "credit_ledger"."reason" = 'message_return';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_message_id_idx" ON "credit_ledger" USING btree ("message_id") WHERE "credit_ledger"."reason" = 'message';
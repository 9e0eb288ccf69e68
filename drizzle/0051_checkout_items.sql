DROP INDEX "payments_open_reference_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "item" text;--> statement-breakpoint
-- Rows from before: each buys what its reference names (unique among open ones under the old index).
UPDATE "payments" SET "item" = "reference";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "item" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_item_idx" ON "payments" USING btree ("user_id","purpose","item") WHERE "payments"."status" in ('open', 'processing');
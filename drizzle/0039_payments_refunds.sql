ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settlement_problem" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('open', 'processing', 'succeeded', 'failed', 'cancelled', 'refunded'));--> statement-breakpoint
-- Before one open checkout per reference is enforced: older open duplicates (two retries at once) are closed in the ledger, the newest kept.
UPDATE "payments" AS p SET "status" = 'cancelled', "failure_reason" = 'superseded', "updated_at" = now()
WHERE p."status" = 'open' AND EXISTS (
  SELECT 1 FROM "payments" AS q
  WHERE q."purpose" = p."purpose" AND q."reference" = p."reference" AND q."status" IN ('open', 'processing')
    AND (q."created_at", q."id") > (p."created_at", p."id")
);

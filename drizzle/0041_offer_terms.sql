ALTER TABLE "offers" ADD COLUMN "aconto" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "prepaid_rent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "wastewater_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Offers made before they kept their own terms showed their home's a conto, deposit, prepaid rent
-- and wastewater cost: those become the offer's, so nothing an applicant saw changes.
UPDATE "offers" SET "aconto" = p."aconto", "deposit" = p."deposit", "prepaid_rent" = p."prepaid_rent", "wastewater_cost" = p."wastewater_cost"
FROM "properties" p WHERE p."id" = "offers"."property_id";

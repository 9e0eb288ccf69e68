CREATE TABLE "open_books_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"delay_days" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_list_offer_recipients" ADD COLUMN "seniority_date" date;--> statement-breakpoint
ALTER TABLE "open_books_settings" ADD CONSTRAINT "open_books_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_property_idx" ON "applications" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_property_idx" ON "waiting_list_offers" USING btree ("property_id","created_at");--> statement-breakpoint
-- Recipients of offers made before the seniority was kept: their membership's, where it still exists.
UPDATE "waiting_list_offer_recipients" r SET "seniority_date" = m."seniority_date" FROM "waiting_list_memberships" m WHERE m."id" = r."membership_id" AND r."seniority_date" IS NULL;

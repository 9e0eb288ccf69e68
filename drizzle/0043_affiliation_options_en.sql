ALTER TABLE "waiting_lists" ADD COLUMN "affiliation_options_en" text[] DEFAULT '{"No affiliation"}' NOT NULL;
--> statement-breakpoint
-- Lists whose choices are not the default's: their English words are the company's to give (Danish until then).
UPDATE "waiting_lists" SET "affiliation_options_en" = '{}' WHERE "affiliation_options" <> '{"Ingen tilknytning"}';

ALTER TABLE "saved_searches" ALTER COLUMN "upcoming" SET DEFAULT true;--> statement-breakpoint
-- "Vis også kommende boliger" used to narrow a search to homes free later; it now only adds them and
-- is ticked unless left out. Every search saved before showed homes free later (all or only them):
-- each keeps showing them.
UPDATE "saved_searches" SET "upcoming" = true, "filters" = jsonb_set("filters", '{upcoming}', 'true');

ALTER TABLE "open_house_events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Calendar files sent before this column had SEQUENCE = seconds from creation to the last edit: carry on above it.
UPDATE "open_house_events" SET "sequence" = greatest(0, floor(extract(epoch from ("updated_at" - "created_at"))))::integer;

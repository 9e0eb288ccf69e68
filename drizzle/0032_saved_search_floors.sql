DROP INDEX "saved_searches_alert_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "rent_floor" integer GENERATED ALWAYS AS (coalesce(rent_min, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "rooms_floor" integer GENERATED ALWAYS AS (coalesce(rooms_min, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "size_floor" integer GENERATED ALWAYS AS (coalesce(size_min, 0)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("place","rent_ceiling","rent_floor","rooms_floor","size_floor") WHERE frequency <> 'off';
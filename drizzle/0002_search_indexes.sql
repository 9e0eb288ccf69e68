DROP INDEX "properties_newest_idx";--> statement-breakpoint
DROP INDEX "properties_rent_idx";--> statement-breakpoint
DROP INDEX "properties_size_idx";--> statement-breakpoint
DROP INDEX "properties_city_idx";--> statement-breakpoint
DROP INDEX "properties_postcode_idx";--> statement-breakpoint
DROP INDEX "properties_municipality_idx";--> statement-breakpoint
DROP INDEX "properties_geo_idx";--> statement-breakpoint
CREATE INDEX "properties_newest_idx" ON "properties" USING btree ("published_at","id") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_rent_idx" ON "properties" USING btree ("monthly_rent","id") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_size_idx" ON "properties" USING btree ("size_m2","id") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_slug","published_at","id") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_postcode_idx" ON "properties" USING btree ("postcode","published_at","id") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_municipality_idx" ON "properties" USING btree ("municipality_code","published_at","id") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_geo_idx" ON "properties" USING btree ("lat","lng") WHERE is_public and availability <> 'rented';
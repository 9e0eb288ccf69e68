DROP INDEX "properties_city_idx";--> statement-breakpoint
DROP INDEX "properties_postcode_idx";--> statement-breakpoint
DROP INDEX "properties_municipality_idx";--> statement-breakpoint
DROP INDEX "properties_geo_idx";--> statement-breakpoint
CREATE INDEX "properties_city_newest_idx" ON "properties" USING btree ("city_slug","published_at","id","monthly_rent","size_m2","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_city_rent_idx" ON "properties" USING btree ("city_slug","monthly_rent","id","size_m2","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_city_size_idx" ON "properties" USING btree ("city_slug","size_m2","id","monthly_rent","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_postcode_newest_idx" ON "properties" USING btree ("postcode","published_at","id","monthly_rent","size_m2","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_postcode_rent_idx" ON "properties" USING btree ("postcode","monthly_rent","id","size_m2","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_postcode_size_idx" ON "properties" USING btree ("postcode","size_m2","id","monthly_rent","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_municipality_newest_idx" ON "properties" USING btree ("municipality_code","published_at","id","monthly_rent","size_m2","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_municipality_rent_idx" ON "properties" USING btree ("municipality_code","monthly_rent","id","size_m2","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_municipality_size_idx" ON "properties" USING btree ("municipality_code","size_m2","id","monthly_rent","rooms") WHERE is_public and availability <> 'rented';--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING btree ("lng","lat","rooms","monthly_rent","size_m2") WHERE is_public and availability <> 'rented';
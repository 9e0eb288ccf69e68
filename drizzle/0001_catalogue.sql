CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seed" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_da" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_image_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "postcode_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city_slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "municipality_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lat" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lng" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_new_build" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "type" text DEFAULT 'apartment' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "aconto" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "prepaid_rent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "wastewater_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "vacancy_date" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rental_period" text DEFAULT 'unlimited' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "elevator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_label" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "shareable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_year" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "levels" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "level_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_area" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "terraces" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "roof_terraces" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "balconies" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "balcony_orientation" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ev_charger" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "certification" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "only_for" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tenant_tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "fixtures" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sponsored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "image_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_plan_image_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('danish', coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postcode, '') || ' ' || coalesce(description_headline, '') || ' ' || coalesce(description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "property_groups" ADD COLUMN "postcode_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_groups" ADD COLUMN "lat" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_groups" ADD COLUMN "lng" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_groups" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_groups" ADD COLUMN "image_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_groups" ADD COLUMN "has_waiting_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_groups" ADD COLUMN "waiting_list_yearly_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."is_public";--> statement-breakpoint
CREATE INDEX "properties_rent_idx" ON "properties" USING btree ("monthly_rent","id") WHERE "properties"."is_public";--> statement-breakpoint
CREATE INDEX "properties_size_idx" ON "properties" USING btree ("size_m2","id") WHERE "properties"."is_public";--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_slug","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."is_public";--> statement-breakpoint
CREATE INDEX "properties_postcode_idx" ON "properties" USING btree ("postcode") WHERE "properties"."is_public";--> statement-breakpoint
CREATE INDEX "properties_municipality_idx" ON "properties" USING btree ("municipality_code") WHERE "properties"."is_public";--> statement-breakpoint
CREATE INDEX "properties_geo_idx" ON "properties" USING btree ("lat","lng") WHERE "properties"."is_public";--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector");
CREATE TABLE "home_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_letting" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_search_id_property_id_pk" PRIMARY KEY("search_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_unsubscribes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "ts_query" "tsquery";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "place" text GENERATED ALWAYS AS (coalesce('city:' || city_slug, 'postcode:' || postcode, 'municipality:' || municipality_code, '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "rent_ceiling" integer GENERATED ALWAYS AS (coalesce(rent_max, 2147483647)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locale" text DEFAULT 'da-DK' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_events" ADD CONSTRAINT "home_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_events" ADD CONSTRAINT "home_events_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_events_unmatched_idx" ON "home_events" USING btree ("id") WHERE matched_at is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_unmailed_idx" ON "saved_search_matches" USING btree ("matched_at") WHERE mailed_at is null;--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("place","rent_ceiling");--> statement-breakpoint
UPDATE "saved_searches" SET "ts_query" = plainto_tsquery('danish', "q") WHERE "q" IS NOT NULL;

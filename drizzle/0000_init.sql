CREATE TABLE "white_label_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"name" text NOT NULL,
	"is_white_label" boolean DEFAULT true NOT NULL,
	"default_page" text DEFAULT '/' NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"company_ids" integer[] DEFAULT '{}' NOT NULL,
	"embed_origins" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_configs_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"handles_applications_externally" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"group_id" integer NOT NULL,
	"street" text NOT NULL,
	"floor_door" text,
	"rooms" smallint NOT NULL,
	"size_m2" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "property_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"city_slug" text NOT NULL,
	"municipality_code" text NOT NULL,
	"is_new_build" boolean DEFAULT false NOT NULL,
	"publication_status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_groups" ADD CONSTRAINT "property_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_group_idx" ON "properties" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "property_groups_company_idx" ON "property_groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "property_groups_city_idx" ON "property_groups" USING btree ("city_slug");
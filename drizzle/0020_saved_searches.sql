CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"city_slug" text,
	"postcode" text,
	"municipality_code" text,
	"q" text,
	"rent_min" integer,
	"rent_max" integer,
	"size_min" integer,
	"size_max" integer,
	"rooms_min" integer,
	"rooms_max" integer,
	"types" text[],
	"rental_periods" text[],
	"available_from" date,
	"upcoming" boolean DEFAULT false NOT NULL,
	"new_build" boolean DEFAULT false NOT NULL,
	"pets" boolean DEFAULT false NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"shareable" boolean DEFAULT false NOT NULL,
	"elevator" boolean DEFAULT false NOT NULL,
	"balcony" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"ev_charger" boolean DEFAULT false NOT NULL,
	"energy_label" text,
	"tenant" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_city_idx" ON "saved_searches" USING btree ("city_slug","frequency");--> statement-breakpoint
CREATE INDEX "saved_searches_postcode_idx" ON "saved_searches" USING btree ("postcode","frequency");--> statement-breakpoint
CREATE INDEX "saved_searches_municipality_idx" ON "saved_searches" USING btree ("municipality_code","frequency");
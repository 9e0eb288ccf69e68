CREATE TABLE "saved_search_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_id" integer NOT NULL,
	"property_ids" integer[] NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "saved_search_matches_unmailed_idx";--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_search_idx" ON "saved_search_hits" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "saved_search_hits_unmailed_idx" ON "saved_search_hits" USING btree ("found_at") WHERE mailed_at is null;
CREATE TABLE "referrer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer" text,
	"url" text NOT NULL,
	"user_id" text,
	"white_label_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrer_events" ADD CONSTRAINT "referrer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrer_events_created_at_idx" ON "referrer_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "referrer_events_user_id_idx" ON "referrer_events" USING btree ("user_id");
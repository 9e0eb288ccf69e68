CREATE TABLE "interest_list_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"event" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"group_id" integer NOT NULL,
	"locale" text NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interest_list_announcements" ADD CONSTRAINT "interest_list_announcements_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_list_entries" ADD CONSTRAINT "interest_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_list_entries" ADD CONSTRAINT "interest_list_entries_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interest_list_announcements_once_idx" ON "interest_list_announcements" USING btree ("group_id","event","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_list_entries_person_idx" ON "interest_list_entries" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "interest_list_entries_group_idx" ON "interest_list_entries" USING btree ("group_id");
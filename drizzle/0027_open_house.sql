CREATE TABLE "open_house_cancel_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_house_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"capacity" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_house_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "open_house_cancel_tokens" ADD CONSTRAINT "open_house_cancel_tokens_registration_id_open_house_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."open_house_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_house_events" ADD CONSTRAINT "open_house_events_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_house_registrations" ADD CONSTRAINT "open_house_registrations_event_id_open_house_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."open_house_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_house_registrations" ADD CONSTRAINT "open_house_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_house_cancel_tokens_registration_idx" ON "open_house_cancel_tokens" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "open_house_events_group_idx" ON "open_house_events" USING btree ("group_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "open_house_registrations_active_email_idx" ON "open_house_registrations" USING btree ("event_id","email") WHERE "open_house_registrations"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "open_house_registrations_event_idx" ON "open_house_registrations" USING btree ("event_id","state","id");--> statement-breakpoint
CREATE INDEX "open_house_registrations_user_idx" ON "open_house_registrations" USING btree ("user_id");
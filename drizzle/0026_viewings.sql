CREATE TABLE "viewing_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"viewing_id" uuid NOT NULL,
	"application_id" uuid,
	"status" text DEFAULT 'sent' NOT NULL,
	"slot_id" uuid,
	"answered_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'da-DK' NOT NULL,
	"reminder_done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"viewing_id" uuid NOT NULL,
	"date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "viewing_surveys" (
	"invitation_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attended" boolean,
	"still_interested" boolean,
	"comment" text,
	"outcome" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"meeting_location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_slot_id_viewing_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."viewing_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_surveys" ADD CONSTRAINT "viewing_surveys_invitation_id_viewing_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."viewing_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_tokens" ADD CONSTRAINT "viewing_tokens_invitation_id_viewing_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."viewing_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_invitations_once_idx" ON "viewing_invitations" USING btree ("viewing_id","application_id");--> statement-breakpoint
CREATE INDEX "viewing_invitations_application_idx" ON "viewing_invitations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "viewing_invitations_slot_idx" ON "viewing_invitations" USING btree ("slot_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE INDEX "viewing_invitations_reminder_idx" ON "viewing_invitations" USING btree ("slot_id") WHERE status = 'accepted' and reminder_done_at is null;--> statement-breakpoint
CREATE INDEX "viewing_slots_viewing_idx" ON "viewing_slots" USING btree ("viewing_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewing_tokens_invitation_idx" ON "viewing_tokens" USING btree ("invitation_id","purpose");--> statement-breakpoint
CREATE INDEX "viewings_company_idx" ON "viewings" USING btree ("company_id","created_at");
ALTER TABLE "viewing_invitations" DROP CONSTRAINT "viewing_invitations_invitee_check";--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "bookable_by" text DEFAULT 'invited' NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_invitations_user_once_idx" ON "viewing_invitations" USING btree ("viewing_id","user_id");--> statement-breakpoint
CREATE INDEX "viewing_invitations_user_idx" ON "viewing_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "viewing_invitations_waiting_idx" ON "viewing_invitations" USING btree ("viewing_id","waiting_since") WHERE waiting_since is not null;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_invitee_check" CHECK (num_nonnulls("viewing_invitations"."application_id", "viewing_invitations"."membership_id", "viewing_invitations"."user_id") = 1);--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_bookable_by_check" CHECK ("viewings"."bookable_by" in ('invited', 'offered', 'link'));
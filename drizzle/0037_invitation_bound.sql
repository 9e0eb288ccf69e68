ALTER TABLE "waiting_list_invitations" ADD COLUMN "fee_paid_until" date;--> statement-breakpoint
ALTER TABLE "waiting_list_pending_signups" ADD COLUMN "seniority_date" date;--> statement-breakpoint
ALTER TABLE "waiting_list_pending_signups" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "waiting_list_pending_signups" ADD CONSTRAINT "waiting_list_pending_signups_invitation_id_waiting_list_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."waiting_list_invitations"("id") ON DELETE set null ON UPDATE no action;
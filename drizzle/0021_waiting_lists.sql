CREATE TABLE "waiting_list_exits" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"reason" text NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"seniority_date" date NOT NULL,
	"locale" text DEFAULT 'da-DK' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"membership_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "waiting_list_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"seniority_date" date NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"affiliation" text NOT NULL,
	"cpr_encrypted" text NOT NULL,
	"cpr_hmac" text NOT NULL,
	"size_from" integer,
	"size_to" integer,
	"rooms_from" integer,
	"rooms_to" integer,
	"rent_from" integer,
	"rent_to" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_memberships_state_check" CHECK ("waiting_list_memberships"."state" in ('active', 'passive'))
);
--> statement-breakpoint
CREATE TABLE "waiting_list_pending_signups" (
	"reference" text PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"locale" text NOT NULL,
	"affiliation" text NOT NULL,
	"cpr_encrypted" text NOT NULL,
	"cpr_hmac" text NOT NULL,
	"size_from" integer,
	"size_to" integer,
	"rooms_from" integer,
	"rooms_to" integer,
	"rent_from" integer,
	"rent_to" integer,
	"membership_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list_position_snapshots" (
	"membership_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"position" integer NOT NULL,
	"active_position" integer,
	"members" integer NOT NULL,
	CONSTRAINT "waiting_list_position_snapshots_membership_id_taken_on_pk" PRIMARY KEY("membership_id","taken_on")
);
--> statement-breakpoint
CREATE TABLE "waiting_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"affiliation_options" text[] DEFAULT '{"Ingen tilknytning"}' NOT NULL,
	"offers_criteria" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_lists_group_id_unique" UNIQUE("group_id")
);
--> statement-breakpoint
ALTER TABLE "waiting_list_exits" ADD CONSTRAINT "waiting_list_exits_list_id_waiting_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."waiting_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_invitations" ADD CONSTRAINT "waiting_list_invitations_list_id_waiting_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."waiting_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_invitations" ADD CONSTRAINT "waiting_list_invitations_membership_id_waiting_list_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."waiting_list_memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_memberships" ADD CONSTRAINT "waiting_list_memberships_list_id_waiting_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."waiting_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_memberships" ADD CONSTRAINT "waiting_list_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_pending_signups" ADD CONSTRAINT "waiting_list_pending_signups_list_id_waiting_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."waiting_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_pending_signups" ADD CONSTRAINT "waiting_list_pending_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_pending_signups" ADD CONSTRAINT "waiting_list_pending_signups_membership_id_waiting_list_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."waiting_list_memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_position_snapshots" ADD CONSTRAINT "waiting_list_position_snapshots_membership_id_waiting_list_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."waiting_list_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_lists" ADD CONSTRAINT "waiting_lists_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_exits_list_idx" ON "waiting_list_exits" USING btree ("list_id","reason","ended_at");--> statement-breakpoint
CREATE INDEX "waiting_list_invitations_list_idx" ON "waiting_list_invitations" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_memberships_person_idx" ON "waiting_list_memberships" USING btree ("list_id","cpr_hmac");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_memberships_user_idx" ON "waiting_list_memberships" USING btree ("list_id","user_id");--> statement-breakpoint
CREATE INDEX "waiting_list_memberships_order_idx" ON "waiting_list_memberships" USING btree ("list_id","seniority_date","signed_up_at","id");--> statement-breakpoint
CREATE INDEX "waiting_list_memberships_owner_idx" ON "waiting_list_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waiting_list_pending_signups_user_idx" ON "waiting_list_pending_signups" USING btree ("user_id");
CREATE TABLE "waiting_list_offer_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"membership_id" integer,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"locale" text NOT NULL,
	"token_hash" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"lapse_counted_at" timestamp with time zone,
	"outcome_sent_at" timestamp with time zone,
	CONSTRAINT "waiting_list_offer_recipients_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "waiting_list_offer_recipients_answer_check" CHECK ("waiting_list_offer_recipients"."answer" is null or "waiting_list_offer_recipients"."answer" in ('interested', 'notInterested'))
);
--> statement-breakpoint
CREATE TABLE "waiting_list_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"awarded_recipient_id" integer,
	"awarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_list_offer_recipients" ADD CONSTRAINT "waiting_list_offer_recipients_offer_id_waiting_list_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."waiting_list_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offer_recipients" ADD CONSTRAINT "waiting_list_offer_recipients_membership_id_waiting_list_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."waiting_list_memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offer_recipients" ADD CONSTRAINT "waiting_list_offer_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_list_id_waiting_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."waiting_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offer_recipients_member_idx" ON "waiting_list_offer_recipients" USING btree ("offer_id","user_id");--> statement-breakpoint
CREATE INDEX "waiting_list_offer_recipients_membership_idx" ON "waiting_list_offer_recipients" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_list_idx" ON "waiting_list_offers" USING btree ("list_id","created_at");
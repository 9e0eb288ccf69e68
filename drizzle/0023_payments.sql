CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"amount_ore" integer NOT NULL,
	"currency" text DEFAULT 'DKK' NOT NULL,
	"description" text NOT NULL,
	"locale" text NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"failure_reason" text,
	"membership_id" integer,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_ore" > 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('open', 'processing', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_ore" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_number" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"membership_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"list_name" text NOT NULL,
	"company_name" text,
	"annual_fee_ore" integer NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"started_on" date NOT NULL,
	"renews_on" date NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_payment_method_id" text,
	"reminded_for" date,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"grace_until" date,
	"stop_token_hash" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'grace', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_idx" ON "payments" USING btree ("provider","checkout_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('open', 'processing');--> statement-breakpoint
CREATE INDEX "payments_unfulfilled_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'succeeded' and "payments"."fulfilled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_membership_idx" ON "subscriptions" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("renews_on") WHERE "subscriptions"."status" <> 'expired';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stop_token_idx" ON "subscriptions" USING btree ("stop_token_hash");
CREATE TABLE "mitid_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"intent" text NOT NULL,
	"user_id" text,
	"email" text,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mitid_identities" (
	"user_id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" text,
	"assurance" text,
	"cpr_encrypted" text,
	"cpr_hmac" text,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mitid_flows" ADD CONSTRAINT "mitid_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mitid_identities" ADD CONSTRAINT "mitid_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mitid_flows_expires_at_idx" ON "mitid_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mitid_identities_subject_idx" ON "mitid_identities" USING btree ("issuer","subject");
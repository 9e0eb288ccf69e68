CREATE TABLE "contract_tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"offer_id" uuid,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'da-DK' NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'awaitingSignature' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"signed_document_sha256" text,
	"signature_provider" text,
	"signed_file_key" text,
	"signed_file_sha256" text,
	CONSTRAINT "contracts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "offer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"move_in_date" date NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"locale" text DEFAULT 'da-DK' NOT NULL,
	"reminder_done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_tenants" ADD CONSTRAINT "contract_tenants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tenants" ADD CONSTRAINT "contract_tenants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tenants" ADD CONSTRAINT "contract_tenants_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tenants" ADD CONSTRAINT "contract_tenants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_contract_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."contract_tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tokens" ADD CONSTRAINT "offer_tokens_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_tenants_offer_idx" ON "contract_tenants" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "contract_tenants_company_idx" ON "contract_tenants" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_version_idx" ON "contracts" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "offer_tokens_offer_idx" ON "offer_tokens" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_application_idx" ON "offers" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_reminder_idx" ON "offers" USING btree ("deadline") WHERE reminder_done_at is null;
CREATE TABLE "open_books_letting_notices" (
	"letting_key" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"told_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_books_letting_notices" ADD CONSTRAINT "open_books_letting_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
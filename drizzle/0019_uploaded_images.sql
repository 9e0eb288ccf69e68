ALTER TABLE "images" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "byte_size" integer;
DROP TABLE "offer_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "viewing_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "open_house_cancel_tokens" CASCADE;
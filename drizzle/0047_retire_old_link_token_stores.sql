ALTER TABLE "offer_tokens" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "viewing_tokens" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "open_house_cancel_tokens" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "offer_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "viewing_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "open_house_cancel_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "waiting_list_invitations" DROP CONSTRAINT "waiting_list_invitations_token_hash_unique";--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_token_hash_unique";--> statement-breakpoint
ALTER TABLE "waiting_list_offer_recipients" DROP CONSTRAINT "waiting_list_offer_recipients_token_hash_unique";--> statement-breakpoint
ALTER TABLE "waiting_list_invitations" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "token_expires_at";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "stop_token_hash";--> statement-breakpoint
ALTER TABLE "waiting_list_offer_recipients" DROP COLUMN "token_hash";
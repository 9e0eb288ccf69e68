ALTER TABLE "contracts" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "token_expires_at" DROP NOT NULL;
--> statement-breakpoint
-- Signing links already mailed keep working: each contract's link moves to link_tokens with the
-- expiry the contract kept (the hash stays the hash). A signed or superseded version's link still
-- opens its page, as before, so none is marked used.
INSERT INTO "link_tokens" ("token_hash", "purpose", "subject", "expires_at", "created_at")
SELECT "token_hash", 'contract', "id"::text, "token_expires_at", "created_at" FROM "contracts"
WHERE "token_hash" IS NOT NULL
ON CONFLICT DO NOTHING;

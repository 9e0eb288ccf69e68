DROP INDEX "subscriptions_stop_token_idx";
--> statement-breakpoint
-- Stop links already mailed keep working: the newest reminder's link of each subscription still
-- running moves to link_tokens (no expiry: it lasts until the next reminder or the subscription's
-- end); the hash stays the hash.
INSERT INTO "link_tokens" ("token_hash", "purpose", "subject", "expires_at", "created_at")
SELECT "stop_token_hash", 'subscriptionStop', "id"::text, NULL, "updated_at" FROM "subscriptions"
WHERE "stop_token_hash" IS NOT NULL AND "status" <> 'expired'
ON CONFLICT DO NOTHING;

-- The links already mailed keep working: every offer, viewing and open-house cancel token moves to
-- link_tokens with its purpose, subject and expiry (the hash stays the hash: no raw token is kept).
INSERT INTO "link_tokens" ("token_hash", "purpose", "subject", "expires_at", "created_at")
SELECT "token_hash", 'offer', "offer_id"::text, "expires_at", "created_at" FROM "offer_tokens"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "link_tokens" ("token_hash", "purpose", "subject", "expires_at", "created_at")
SELECT "token_hash", CASE "purpose" WHEN 'survey' THEN 'viewingSurvey' ELSE 'viewingInvitation' END, "invitation_id"::text, "expires_at", "created_at"
FROM "viewing_tokens"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "link_tokens" ("token_hash", "purpose", "subject", "expires_at", "created_at")
SELECT "token_hash", 'openHouseCancel', "registration_id"::text, NULL, "created_at" FROM "open_house_cancel_tokens"
ON CONFLICT DO NOTHING;

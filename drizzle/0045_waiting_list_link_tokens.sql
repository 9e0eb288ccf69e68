ALTER TABLE "waiting_list_invitations" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_offer_recipients" ALTER COLUMN "token_hash" DROP NOT NULL;
--> statement-breakpoint
-- Waiting-list links already mailed keep working: each offer recipient's link (no expiry: it shows
-- the answer and the outcome for good) and each invitation's link (its expiry, and used once the
-- invitation was completed) move to link_tokens; the hash stays the hash.
INSERT INTO "link_tokens" ("token_hash", "purpose", "subject", "expires_at", "created_at")
SELECT r."token_hash", 'waitingListOffer', r."id"::text, NULL, o."created_at"
FROM "waiting_list_offer_recipients" r JOIN "waiting_list_offers" o ON o."id" = r."offer_id"
WHERE r."token_hash" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "link_tokens" ("token_hash", "purpose", "subject", "expires_at", "consumed_at", "created_at")
SELECT "token_hash", 'waitingListInvitation', "id"::text, "expires_at", "completed_at", "created_at" FROM "waiting_list_invitations"
WHERE "token_hash" IS NOT NULL
ON CONFLICT DO NOTHING;

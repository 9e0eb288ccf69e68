ALTER TABLE "conversations" ADD COLUMN "last_tenant_message_at" timestamp with time zone;--> statement-breakpoint
UPDATE "conversations" c SET "last_tenant_message_at" = (SELECT max(m."created_at") FROM "conversation_messages" m WHERE m."conversation_id" = c."id" AND m."author_side" = 'tenant' AND m."withdrawn_at" IS NULL);

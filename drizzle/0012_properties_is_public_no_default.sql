ALTER TABLE "properties" ALTER COLUMN "is_public" DROP DEFAULT;--> statement-breakpoint
-- Lists and the sitemap now trust the copy as search always has: bring any copy that drifted before
-- the catalogue repository became its only writer into step with its group (isPublicStatus in
-- lib/catalogue/visibility.ts: public exactly when the group is PUBLISHED (3) or WAITING_LIST (4)).
UPDATE "properties" SET "is_public" = g."publication_status" IN (3, 4)
FROM "property_groups" g
WHERE g."id" = "properties"."group_id" AND "properties"."is_public" <> (g."publication_status" IN (3, 4));

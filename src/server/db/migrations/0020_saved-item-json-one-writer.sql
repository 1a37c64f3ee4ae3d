-- Each cart and wishlist row's JSON is written by the server alone, on every insert and update,
-- from the saved-item contract's fields (src/server/lib/saved-items/row-json.ts): the database's
-- triggers and functions, which named every field a second time, go. Rows keep the JSON they have,
-- which those wrote from their columns; a database migrated from before 0018 still holds some
-- with characters beyond ASCII, written here as their escapes (the same JSON). The column loses
-- its default, and the check refuses the empty JSON it once stood for, so no row is kept without
-- its JSON.
DROP TRIGGER IF EXISTS "cart_items_item_json" ON "cart_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cart_items_item_json_insert" ON "cart_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "wishlist_items_item_json" ON "wishlist_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "wishlist_items_item_json_insert" ON "wishlist_items";--> statement-breakpoint
DROP FUNCTION IF EXISTS "cart_item_json"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "wishlist_item_json"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "saved_item_json"();--> statement-breakpoint
UPDATE "cart_items" SET "item_json" = json_ascii("item_json") WHERE octet_length("item_json") <> length("item_json");--> statement-breakpoint
UPDATE "wishlist_items" SET "item_json" = json_ascii("item_json") WHERE octet_length("item_json") <> length("item_json");--> statement-breakpoint
DROP FUNCTION IF EXISTS "json_ascii"(text);--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "item_json" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "wishlist_items" ALTER COLUMN "item_json" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_item_json_written" CHECK ("cart_items"."item_json" not in ('', '{}'));--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_item_json_written" CHECK ("wishlist_items"."item_json" not in ('', '{}'));

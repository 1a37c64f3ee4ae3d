-- A new cart or wishlist row's JSON is written by the server, which holds every value it inserts
-- (the row's id included): building it in the database cost each insert about 70 µs of the
-- database's processor, a third of its share (docs/decisions/017-api-overhead.md).
--
-- This step first left the triggers of 0017 on updates, and on an insert that gave no JSON. The
-- server writes each row's JSON on updates too since 0020, so a database migrated from before this
-- step has its triggers dropped here, and 0020 drops their functions.
DROP TRIGGER IF EXISTS "cart_items_item_json" ON "cart_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "wishlist_items_item_json" ON "wishlist_items";

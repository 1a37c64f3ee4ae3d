-- A new cart or wishlist row's JSON is written by the server, which holds every value it inserts
-- (the row's id included): building it in the database cost each insert about 70 µs of the
-- database's processor, a third of its share (docs/decisions/017-api-overhead.md). The database
-- still writes it on every update, and for a row inserted without it (item_json left empty or at
-- its default), so no row is ever kept without its JSON.
DROP TRIGGER IF EXISTS "cart_items_item_json" ON "cart_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "wishlist_items_item_json" ON "wishlist_items";--> statement-breakpoint
CREATE TRIGGER "cart_items_item_json" BEFORE UPDATE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "cart_item_json"();--> statement-breakpoint
CREATE TRIGGER "cart_items_item_json_insert" BEFORE INSERT ON "cart_items"
  FOR EACH ROW WHEN (NEW.item_json IN ('', '{}')) EXECUTE FUNCTION "cart_item_json"();--> statement-breakpoint
CREATE TRIGGER "wishlist_items_item_json" BEFORE UPDATE ON "wishlist_items"
  FOR EACH ROW EXECUTE FUNCTION "wishlist_item_json"();--> statement-breakpoint
CREATE TRIGGER "wishlist_items_item_json_insert" BEFORE INSERT ON "wishlist_items"
  FOR EACH ROW WHEN (NEW.item_json IN ('', '{}')) EXECUTE FUNCTION "wishlist_item_json"();

-- Each saved item's API JSON was first built here by one function per table naming every column,
-- for about a third of the database's time per insert (docs/decisions/017-api-overhead.md). The
-- server writes every row's JSON since 0020, from the saved-item contract's fields alone, so a
-- database migrated from before this step stops writing it here: 0008's function goes, its rows
-- keep the JSON it wrote, and 0020 writes them in ASCII. (A database that ran the first form keeps
-- its two functions until 0020 drops them.)
DROP TRIGGER IF EXISTS "cart_items_item_json" ON "cart_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "wishlist_items_item_json" ON "wishlist_items";--> statement-breakpoint
DROP FUNCTION IF EXISTS "saved_item_json"();

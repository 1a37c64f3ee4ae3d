-- Each row keeps its own API JSON, written by the database on every insert and update so that
-- reading a list builds nothing. This step first wrote it with one function per table naming every
-- field; 0008 replaced both with one function that follows the columns and fills every row, so a
-- database migrated from before this step gets that one directly. (A database that ran the first
-- form keeps it until 0008, which drops it.)
ALTER TABLE "cart_items" ADD COLUMN "item_json" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "item_json" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A row is read whole on every list: up to 8 kB (a design of about twenty boxes) it stays as it is,
-- neither compressed nor moved out of line, which would cost on every write and every read.
ALTER TABLE "cart_items" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "wishlist_items" SET (toast_tuple_target = 8160);

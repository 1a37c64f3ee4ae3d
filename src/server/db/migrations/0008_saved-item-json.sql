-- Each saved item keeps its API JSON, written by the database on every insert and update so that
-- a list reads it instead of building it. The fields come from the saved-item contract
-- (src/contract/saved-item.ts), each in the column of its name in snake_case, so one function
-- serves both tables and a new field needs no change here: every column but the row's private
-- ones goes out under its camelCase name, in column order. Dates go out in UTC with milliseconds,
-- as JavaScript writes them.
DROP TRIGGER IF EXISTS "cart_items_item_json" ON "cart_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "wishlist_items_item_json" ON "wishlist_items";--> statement-breakpoint
DROP FUNCTION IF EXISTS "cart_item_json"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "wishlist_item_json"();--> statement-breakpoint
CREATE FUNCTION "saved_item_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_json := '';
  NEW.item_json := (
    SELECT json_object_agg(
             lower(left(key, 1)) || substr(replace(initcap(replace(key, '_', ' ')), ' ', ''), 2),
             CASE WHEN key = 'date_added'
               THEN to_json(to_char(NEW.date_added AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
               ELSE value
             END
             ORDER BY ordinality)
    FROM json_each(row_to_json(NEW)) WITH ORDINALITY
    WHERE key NOT IN ('user_id', 'created_at', 'updated_at', 'item_json')
  )::text;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_item_json" BEFORE INSERT OR UPDATE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "saved_item_json"();--> statement-breakpoint
CREATE TRIGGER "wishlist_items_item_json" BEFORE INSERT OR UPDATE ON "wishlist_items"
  FOR EACH ROW EXECUTE FUNCTION "saved_item_json"();--> statement-breakpoint
-- An inch design's configuration travelled inside the details; it has its own column now.
UPDATE "cart_items"
  SET "inch_config" = nullif("details" -> 'inchConfig', 'null'::jsonb), "details" = "details" - 'inchConfig'
  WHERE "details" ? 'inchConfig';--> statement-breakpoint
UPDATE "wishlist_items"
  SET "inch_config" = nullif("details" -> 'inchConfig', 'null'::jsonb), "details" = "details" - 'inchConfig'
  WHERE "details" ? 'inchConfig';--> statement-breakpoint
UPDATE "cart_items" SET "id" = "id";--> statement-breakpoint
UPDATE "wishlist_items" SET "id" = "id";

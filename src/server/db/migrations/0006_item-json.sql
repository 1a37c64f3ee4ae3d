ALTER TABLE "cart_items" ADD COLUMN "item_json" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "item_json" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A row is read whole on every list: up to 8 kB (a design of about twenty boxes) it stays as it is,
-- neither compressed nor moved out of line, which would cost on every write and every read.
ALTER TABLE "cart_items" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "wishlist_items" SET (toast_tuple_target = 8160);--> statement-breakpoint
-- Each row keeps its own API JSON (the SavedItem fields of src/server/lib/saved-items/service.ts,
-- in the order of its SELECTIONS; its tests check that the two agree), written on every insert and
-- update, so that reading a list builds nothing.
CREATE FUNCTION "cart_item_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_json := json_build_object(
    'id', NEW.id,
    'name', NEW.name,
    'priceCents', NEW.price,
    'originalPriceCents', NEW.original_price,
    'configurations', NEW.configurations,
    'showBackPanel', NEW.show_back_panel,
    'backPanelDoubleSided', NEW.back_panel_double_sided,
    'designType', NEW.design_type,
    'dateAdded', to_char(NEW.date_added at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'selectedColor', NEW.selected_color,
    'selectedTexture', NEW.selected_texture,
    'imageUrl', NEW.image_url,
    'details', NEW.details,
    'brandType', NEW.brand_type,
    'dimensions', NEW.dimensions,
    'productType', NEW.product_type,
    'discountPercentage', NEW.discount_percentage,
    'customDiscountPercentage', NEW.custom_discount_percentage,
    'syncedWithLocal', NEW.synced_with_local,
    'clientId', NEW.client_id,
    'mergedClientIds', NEW.merged_client_ids,
    'quantity', NEW.quantity
  )::text;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_item_json" BEFORE INSERT OR UPDATE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "cart_item_json"();--> statement-breakpoint
UPDATE "cart_items" SET "id" = "id";--> statement-breakpoint
CREATE FUNCTION "wishlist_item_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_json := json_build_object(
    'id', NEW.id,
    'name', NEW.name,
    'priceCents', NEW.price,
    'originalPriceCents', NEW.original_price,
    'configurations', NEW.configurations,
    'showBackPanel', NEW.show_back_panel,
    'backPanelDoubleSided', NEW.back_panel_double_sided,
    'designType', NEW.design_type,
    'dateAdded', to_char(NEW.date_added at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'selectedColor', NEW.selected_color,
    'selectedTexture', NEW.selected_texture,
    'imageUrl', NEW.image_url,
    'details', NEW.details,
    'brandType', NEW.brand_type,
    'dimensions', NEW.dimensions,
    'productType', NEW.product_type,
    'discountPercentage', NEW.discount_percentage,
    'customDiscountPercentage', NEW.custom_discount_percentage,
    'syncedWithLocal', NEW.synced_with_local,
    'clientId', NEW.client_id,
    'mergedClientIds', NEW.merged_client_ids
  )::text;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "wishlist_items_item_json" BEFORE INSERT OR UPDATE ON "wishlist_items"
  FOR EACH ROW EXECUTE FUNCTION "wishlist_item_json"();--> statement-breakpoint
UPDATE "wishlist_items" SET "id" = "id";

-- Each saved item's API JSON is now built from its columns by name (one function per table), not
-- by walking the row's JSON and renaming each key: the same JSON, in the same order, for about a
-- third of the database's time per insert (docs/decisions/017-api-overhead.md). A field added to
-- the saved-item contract is added here too; saved-items.test.ts compares this JSON with the
-- row's columns and the contract's fields, so a field left out fails it.
CREATE FUNCTION "cart_item_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_json := json_build_object(
    'id', NEW.id,
    'name', NEW.name,
    'priceCents', NEW.price_cents,
    'originalPriceCents', NEW.original_price_cents,
    'configurations', NEW.configurations,
    'showBackPanel', NEW.show_back_panel,
    'backPanelDoubleSided', NEW.back_panel_double_sided,
    'designType', NEW.design_type,
    'dateAdded', to_char(NEW.date_added AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
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
    'quantity', NEW.quantity,
    'clientId', NEW.client_id,
    'mergedClientIds', NEW.merged_client_ids,
    'inchConfig', NEW.inch_config
  )::text;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "wishlist_item_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_json := json_build_object(
    'id', NEW.id,
    'name', NEW.name,
    'priceCents', NEW.price_cents,
    'originalPriceCents', NEW.original_price_cents,
    'configurations', NEW.configurations,
    'showBackPanel', NEW.show_back_panel,
    'backPanelDoubleSided', NEW.back_panel_double_sided,
    'designType', NEW.design_type,
    'dateAdded', to_char(NEW.date_added AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
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
    'inchConfig', NEW.inch_config
  )::text;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "cart_items_item_json" ON "cart_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "wishlist_items_item_json" ON "wishlist_items";--> statement-breakpoint
DROP FUNCTION IF EXISTS "saved_item_json"();--> statement-breakpoint
CREATE TRIGGER "cart_items_item_json" BEFORE INSERT OR UPDATE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "cart_item_json"();--> statement-breakpoint
CREATE TRIGGER "wishlist_items_item_json" BEFORE INSERT OR UPDATE ON "wishlist_items"
  FOR EACH ROW EXECUTE FUNCTION "wishlist_item_json"();

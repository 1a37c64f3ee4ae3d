-- Each saved item's API JSON is kept in ASCII: every other character is written as its \u escape
-- (the same JSON to any reader). The list answers join these texts, and the server reads and sends
-- an ASCII text several times faster than one holding a "×" or an accented name, which every
-- design's dimensions do (docs/decisions/017-api-overhead.md). The shop's own characters (× and ″)
-- are replaced first; the general walk runs only for a text still holding another.
CREATE FUNCTION "json_ascii"(doc text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  ch text;
  code integer;
BEGIN
  doc := replace(replace(doc, '×', '\u00d7'), '″', '\u2033');
  IF octet_length(doc) = length(doc) THEN RETURN doc; END IF;
  FOR ch IN SELECT DISTINCT m[1] FROM regexp_matches(doc, '([^\x01-\x7f])', 'g') AS m LOOP
    code := ascii(ch);
    doc := replace(doc, ch, CASE WHEN code > 65535 THEN
      '\u' || lpad(to_hex(55296 + ((code - 65536) >> 10)), 4, '0') ||
      '\u' || lpad(to_hex(56320 + ((code - 65536) & 1023)), 4, '0')
    ELSE '\u' || lpad(to_hex(code), 4, '0') END);
  END LOOP;
  RETURN doc;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cart_item_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_json := json_ascii(json_build_object(
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
  )::text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "wishlist_item_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_json := json_ascii(json_build_object(
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
  )::text);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Rows written before: the trigger writes their JSON again.
UPDATE "cart_items" SET "item_json" = '' WHERE octet_length("item_json") <> length("item_json");--> statement-breakpoint
UPDATE "wishlist_items" SET "item_json" = '' WHERE octet_length("item_json") <> length("item_json");

ALTER TABLE "cart_items" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME COLUMN "original_price" TO "original_price_cents";--> statement-breakpoint
ALTER TABLE "wishlist_items" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
ALTER TABLE "wishlist_items" RENAME COLUMN "original_price" TO "original_price_cents";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "selected_color" SET DEFAULT '#FFFFFF';--> statement-breakpoint
ALTER TABLE "wishlist_items" ALTER COLUMN "selected_color" SET DEFAULT '#FFFFFF';--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "inch_config" jsonb;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "inch_config" jsonb;
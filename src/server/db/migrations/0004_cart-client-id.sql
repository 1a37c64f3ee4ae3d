ALTER TABLE "cart_items" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_client_idx" ON "cart_items" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_client_idx" ON "wishlist_items" USING btree ("user_id","client_id");
-- A cart line is a wishlist line with a quantity: the cart table copies the wishlist's columns,
-- their defaults and its primary key (named cart_items_pkey), and adds the quantity last.
CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"configurations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_back_panel" boolean DEFAULT true NOT NULL,
	"back_panel_double_sided" boolean DEFAULT false NOT NULL,
	"design_type" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"selected_color" text NOT NULL,
	"selected_texture" text,
	"image_url" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"brand_type" text,
	"dimensions" text,
	"product_type" text,
	"discount_percentage" double precision,
	"custom_discount_percentage" double precision,
	"synced_with_local" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	LIKE "wishlist_items" INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_idx" ON "wishlist_items" USING btree ("user_id","created_at");
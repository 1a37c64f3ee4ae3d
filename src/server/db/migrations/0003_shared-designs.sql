CREATE TABLE "shared_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"design_type" text NOT NULL,
	"configuration_data" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"show_back_panel" boolean DEFAULT true NOT NULL,
	"back_panel_double_sided" boolean DEFAULT false NOT NULL,
	"selected_color" text NOT NULL,
	"selected_texture" text,
	"thumbnail_url" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"share_url" text NOT NULL,
	"inch_config" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shared_designs_created_by_idx" ON "shared_designs" USING btree ("created_by");
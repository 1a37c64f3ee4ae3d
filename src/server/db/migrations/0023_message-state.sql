ALTER TABLE "contact_messages" ADD COLUMN "state" text DEFAULT 'unread' NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_state_created_idx" ON "contact_messages" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_state" CHECK ("contact_messages"."state" in ('unread', 'read', 'answered'));
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" numeric(5, 2),
	"amount_off_cents" integer,
	"minimum_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_code_upper" CHECK ("discount_codes"."code" = upper("discount_codes"."code")),
	CONSTRAINT "discount_codes_amount" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_off" > 0 and "discount_codes"."percent_off" <= 100 and "discount_codes"."amount_off_cents" is null)
        or ("discount_codes"."kind" = 'fixed' and "discount_codes"."amount_off_cents" > 0 and "discount_codes"."percent_off" is null)),
	CONSTRAINT "discount_codes_minimum" CHECK ("discount_codes"."minimum_subtotal_cents" >= 0),
	CONSTRAINT "discount_codes_window" CHECK ("discount_codes"."valid_from" is null or "discount_codes"."valid_until" is null or "discount_codes"."valid_from" <= "discount_codes"."valid_until"),
	CONSTRAINT "discount_codes_usage" CHECK ("discount_codes"."usage_limit" is null or "discount_codes"."usage_limit" >= 1),
	CONSTRAINT "discount_codes_times_used" CHECK ("discount_codes"."times_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_tax_rates" (
	"state_code" text PRIMARY KEY NOT NULL,
	"rate_percent" numeric(7, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_tax_rates_state" CHECK ("sales_tax_rates"."state_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "sales_tax_rates_rate" CHECK ("sales_tax_rates"."rate_percent" >= 0 and "sales_tax_rates"."rate_percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" jsonb,
	"card_brand" text,
	"card_last4" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payments_amount" CHECK ("test_payments"."amount_cents" > 0)
);

CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_usage" (
	"client" text NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_usage_client_kind_month_pk" PRIMARY KEY("client","kind","month")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"account_id" text NOT NULL,
	"slot" integer,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"account_id" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "guest_client" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_invoices" ADD CONSTRAINT "stripe_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_events_account_kind_ref_key" ON "activity_events" USING btree ("account_id","kind","ref");--> statement-breakpoint
CREATE INDEX "activity_events_account_kind_day_idx" ON "activity_events" USING btree ("account_id","kind","day");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_account_slot_key" ON "promo_redemptions" USING btree ("code","account_id","slot");--> statement-breakpoint
CREATE INDEX "promo_redemptions_order_idx" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stripe_invoices_account_idx" ON "stripe_invoices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "accounts_stripe_subscription_idx" ON "accounts" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "files_guest_client_idx" ON "files" USING btree ("guest_client");--> statement-breakpoint
CREATE INDEX "orders_subscription_idx" ON "orders" USING btree ("subscription_id");
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "files_status_check" CHECK ("files"."status" in ('pending', 'complete')),
	CONSTRAINT "files_size_check" CHECK ("files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"ticket_id" text,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"source" text NOT NULL,
	"list_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"promo_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT 'embedded' NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('USD', 'MSXT')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."amount_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."list_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"thumbnail" text,
	"document" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('draft', 'processing', 'completed', 'published')),
	CONSTRAINT "projects_visibility_check" CHECK ("projects"."visibility" in ('private', 'public'))
);
--> statement-breakpoint
CREATE TABLE "promo_uses" (
	"code" text PRIMARY KEY NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_uses_non_negative" CHECK ("promo_uses"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('open', 'in-progress', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_counters_account_id_kind_month_pk" PRIMARY KEY("account_id","kind","month")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "plan_period" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "plan_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "plan_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_key" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_account_idx" ON "files" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_ticket_key" ON "notifications" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_key" ON "orders" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "projects_account_updated_idx" ON "projects" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "tickets_account_created_idx" ON "tickets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_counters_month_idx" ON "usage_counters" USING btree ("month","kind");
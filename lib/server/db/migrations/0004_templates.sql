CREATE TABLE "user_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"aspect_ratio" text NOT NULL,
	"duration" text NOT NULL,
	"slot_count" integer DEFAULT 0 NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_templates_slots_check" CHECK ("user_templates"."slot_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_templates" ADD CONSTRAINT "user_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_templates_account_created_idx" ON "user_templates" USING btree ("account_id","created_at");
CREATE TABLE "guest_usage" (
	"client" text NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_usage_client_kind_month_pk" PRIMARY KEY("client","kind","month")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "guest_client" text;--> statement-breakpoint
CREATE INDEX "files_guest_client_idx" ON "files" USING btree ("guest_client");
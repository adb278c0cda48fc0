CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"phone_number" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notices_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "notices_status_valid" CHECK ("notices"."status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "qris_string" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_shift_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_due_idx" ON "notices" USING btree ("next_attempt_at") WHERE "notices"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notices_transaction_idx" ON "notices" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("refund_shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_refund_shift_idx" ON "transactions" USING btree ("refund_shift_id");--> statement-breakpoint
CREATE INDEX "transactions_buyer_phone_unclaimed_idx" ON "transactions" USING btree ("buyer_phone") WHERE "transactions"."user_id" IS NULL AND "transactions"."buyer_phone" IS NOT NULL;
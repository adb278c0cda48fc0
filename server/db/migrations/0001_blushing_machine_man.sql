CREATE TABLE "payment_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"provider" text NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"gateway_status" text NOT NULL,
	"notification" jsonb,
	"status_response" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_status_valid";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "gateway_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settlements" ADD CONSTRAINT "payment_settlements_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settlements_once_uq" ON "payment_settlements" USING btree ("transaction_id","outcome");--> statement-breakpoint
CREATE INDEX "transactions_gateway_open_idx" ON "transactions" USING btree ("expires_at") WHERE "transactions"."gateway_final" = false AND "transactions"."payment_provider" = 'midtrans';--> statement-breakpoint
CREATE INDEX "transactions_refund_due_idx" ON "transactions" USING btree ("settled_at") WHERE "transactions"."status" = 'REFUND_DUE';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_status_valid" CHECK ("transactions"."status" IN ('UNPAID', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUND_DUE'));
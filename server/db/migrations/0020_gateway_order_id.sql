ALTER TABLE "transactions" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_gateway_order_id_unique" UNIQUE("gateway_order_id");
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"percent" integer NOT NULL,
	"cause" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"refund_key" text NOT NULL,
	"order_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"provider_response" jsonb,
	"requested_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"paid_by_id" integer,
	"paid_by_name" text,
	CONSTRAINT "refunds_refund_key_unique" UNIQUE("refund_key"),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" IN ('processing', 'refunded', 'due', 'paid')),
	CONSTRAINT "refunds_cause_valid" CHECK ("refunds"."cause" IN ('passenger', 'operator_cancel', 'late_payment', 'change_not_applied')),
	CONSTRAINT "refunds_amount_valid" CHECK ("refunds"."amount" >= 0 AND "refunds"."percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "ticket_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"from_schedule_id" integer,
	"to_schedule_id" integer,
	"fee" integer DEFAULT 0 NOT NULL,
	"difference" integer DEFAULT 0 NOT NULL,
	"amount_due" integer DEFAULT 0 NOT NULL,
	"refund_amount" integer,
	"pass_version_before" integer,
	"pass_version_after" integer,
	"before" jsonb,
	"after" jsonb,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"request_id" text,
	"order_id" text,
	"payment_session_id" text,
	"payment_url" text,
	"payment_provider" text,
	"gateway_status" text,
	"expires_at" timestamp with time zone,
	"space_cm" integer DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_changes_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "ticket_changes_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "ticket_changes_payment_session_id_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "ticket_changes_kind_valid" CHECK ("ticket_changes"."kind" IN ('reschedule', 'cancel', 'correct')),
	CONSTRAINT "ticket_changes_status_valid" CHECK ("ticket_changes"."status" IN ('done', 'pending', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_from_schedule_id_schedules_id_fk" FOREIGN KEY ("from_schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_to_schedule_id_schedules_id_fk" FOREIGN KEY ("to_schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "ticket_changes_transaction_idx" ON "ticket_changes" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ticket_changes_pending_idx" ON "ticket_changes" USING btree ("expires_at") WHERE "ticket_changes"."status" = 'pending';--> statement-breakpoint
-- Late payments already waiting for their refund (REFUND_DUE) join the console's Refund list, with
-- the refund key server/refunds/queue.ts gives a ticket's own refund.
INSERT INTO "refunds" ("transaction_id", "amount", "percent", "cause", "status", "refund_key", "requested_at")
SELECT "id", "price", 100, 'late_payment', 'due', 'refund-' || "invoice_id", COALESCE("settled_at", "placed_at")
FROM "transactions" WHERE "status" = 'REFUND_DUE';

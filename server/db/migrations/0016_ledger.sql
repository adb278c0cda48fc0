CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"gateway_order_id" text,
	"state" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"change_id" integer,
	"refund_id" integer,
	"reverses_id" integer,
	"shift_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_direction_valid" CHECK ("ledger_entries"."direction" IN ('in', 'out')),
	CONSTRAINT "ledger_kind_valid" CHECK ("ledger_entries"."kind" IN ('order', 'move', 'booth', 'refund')),
	CONSTRAINT "ledger_state_valid" CHECK ("ledger_entries"."state" IN ('pending', 'settled', 'void')),
	CONSTRAINT "ledger_method_valid" CHECK ("ledger_entries"."method" IN ('simulator', 'midtrans', 'qris', 'tunai', 'manual')),
	CONSTRAINT "ledger_amount_valid" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_kind_direction" CHECK (("ledger_entries"."direction" = 'out') = ("ledger_entries"."kind" = 'refund') AND ("ledger_entries"."direction" = 'in' OR "ledger_entries"."reverses_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_change_id_ticket_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."ticket_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_in_order_uq" ON "ledger_entries" USING btree ("gateway_order_id") WHERE "ledger_entries"."direction" = 'in' AND "ledger_entries"."gateway_order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_booth_sale_uq" ON "ledger_entries" USING btree ("transaction_id") WHERE "ledger_entries"."kind" = 'booth';--> statement-breakpoint
CREATE INDEX "ledger_refund_idx" ON "ledger_entries" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "ledger_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_shift_idx" ON "ledger_entries" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "ledger_pending_idx" ON "ledger_entries" USING btree ("created_at") WHERE "ledger_entries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_settled_idx" ON "ledger_entries" USING btree ("settled_at");--> statement-breakpoint
-- Issue #37: today's money into the ledger, nothing lost. Each payment a ticket received: an online
-- order's (its invoice, at its price at sale), a booth sale's (cash on its shift, or QRIS).
INSERT INTO "ledger_entries" ("direction", "kind", "amount", "method", "gateway_order_id", "state", "transaction_id", "shift_id", "actor_id", "created_at", "settled_at")
SELECT 'in',
  CASE WHEN t."channel" = 'loket' THEN 'booth' ELSE 'order' END,
  COALESCE(t."sale_price", t."price"),
  CASE WHEN t."channel" = 'loket' THEN (CASE WHEN t."payment_method" = 'qris' THEN 'qris' ELSE 'tunai' END)
       WHEN t."payment_provider" = 'midtrans' THEN 'midtrans' ELSE 'simulator' END,
  CASE WHEN t."channel" = 'loket' AND COALESCE(t."payment_method", '') <> 'qris' THEN NULL ELSE t."invoice_id" END,
  'settled', t."id",
  CASE WHEN t."channel" = 'loket' THEN t."shift_id" END,
  CASE WHEN t."channel" = 'loket' THEN t."cashier_id" END,
  t."placed_at", COALESCE(t."paid_at", t."settled_at", t."placed_at")
FROM "transactions" AS t
WHERE t."paid_at" IS NOT NULL AND COALESCE(t."sale_price", t."price") > 0
ORDER BY t."id";
--> statement-breakpoint
-- Orders still open at the gateway: money expected (reconciliation asks about them).
INSERT INTO "ledger_entries" ("direction", "kind", "amount", "method", "gateway_order_id", "state", "transaction_id", "shift_id", "created_at")
SELECT 'in', CASE WHEN t."channel" = 'loket' THEN 'booth' ELSE 'order' END, t."price",
  CASE WHEN t."channel" = 'loket' THEN 'qris' WHEN t."payment_provider" = 'midtrans' THEN 'midtrans' ELSE 'simulator' END,
  t."invoice_id", 'pending', t."id", CASE WHEN t."channel" = 'loket' THEN t."shift_id" END, t."placed_at"
FROM "transactions" AS t
WHERE t."paid_at" IS NULL AND t."payment_session_id" IS NOT NULL AND t."price" > 0
  AND (t."status" = 'UNPAID' OR (t."payment_provider" = 'midtrans' AND NOT t."gateway_final"))
ORDER BY t."id";
--> statement-breakpoint
-- Each move's own payment: received when the move was done or its money is owed back, expected
-- while it waits (or ended without the gateway's final word).
INSERT INTO "ledger_entries" ("direction", "kind", "amount", "method", "gateway_order_id", "state", "transaction_id", "change_id", "created_at", "settled_at")
SELECT 'in', 'move', c."amount_due", CASE WHEN c."payment_provider" = 'midtrans' THEN 'midtrans' ELSE 'simulator' END,
  c."order_id",
  CASE WHEN c."status" = 'done' OR EXISTS (SELECT 1 FROM "refunds" AS r WHERE r."order_id" = c."order_id") THEN 'settled'
       WHEN c."status" = 'pending' OR c."payment_provider" = 'midtrans' THEN 'pending' ELSE 'void' END,
  c."transaction_id", c."id", c."created_at", COALESCE(c."settled_at", c."created_at")
FROM "ticket_changes" AS c
WHERE c."kind" = 'reschedule' AND c."amount_due" > 0 AND c."order_id" IS NOT NULL
ORDER BY c."id";
--> statement-breakpoint
-- The booth's cash refunds (kept on the ticket until now) join the one refund list.
INSERT INTO "refunds" ("transaction_id", "amount", "percent", "cause", "status", "method", "refund_key", "requested_at", "refunded_at")
SELECT t."id", t."refund_amount",
  LEAST(100, GREATEST(0, ROUND(t."refund_amount" * 100.0 / NULLIF(COALESCE(t."sale_price", t."price"), 0))))::integer,
  'passenger', 'refunded', 'tunai', 'tunai-' || t."invoice_id", t."refunded_at", t."refunded_at"
FROM "transactions" AS t
WHERE t."refund_method" = 'tunai' AND t."refund_amount" > 0 AND t."refunded_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "refunds" AS r WHERE r."refund_key" = 'tunai-' || t."invoice_id")
ORDER BY t."id";
--> statement-breakpoint
-- Each refund owed or made: against the payment of the order it refunds (a move's, else the
-- ticket's own), at most what that payment received.
INSERT INTO "ledger_entries" ("direction", "kind", "amount", "method", "gateway_order_id", "state", "transaction_id", "refund_id", "reverses_id", "shift_id", "actor_id", "created_at", "settled_at")
SELECT 'out', 'refund', LEAST(r."amount", p."amount"),
  CASE WHEN r."method" IN ('midtrans', 'simulator', 'tunai', 'manual') THEN r."method" ELSE 'manual' END,
  p."gateway_order_id",
  CASE WHEN r."status" IN ('refunded', 'paid') THEN 'settled' ELSE 'pending' END,
  r."transaction_id", r."id", p."id",
  CASE WHEN r."method" = 'tunai' THEN (SELECT "refund_shift_id" FROM "transactions" WHERE "id" = r."transaction_id") END,
  r."paid_by_id", r."requested_at", r."refunded_at"
FROM "refunds" AS r
JOIN LATERAL (
  SELECT l."id", l."amount", l."gateway_order_id" FROM "ledger_entries" AS l
  WHERE l."transaction_id" = r."transaction_id" AND l."direction" = 'in' AND l."state" = 'settled'
  ORDER BY (l."gateway_order_id" IS NOT DISTINCT FROM COALESCE(r."order_id", (SELECT "invoice_id" FROM "transactions" WHERE "id" = r."transaction_id"))) DESC, l."id"
  LIMIT 1
) AS p ON true
WHERE r."amount" > 0
ORDER BY r."id";

ALTER TABLE "transactions" ADD COLUMN "sale_price" integer;--> statement-breakpoint
-- Issue #37: the price each ticket was sold at, before any move's new fare rewrote "price": the
-- first reschedule that recorded its price before ("before"->>'price'), else "price" itself.
UPDATE "transactions" AS t SET "sale_price" = COALESCE(
  (SELECT ("tc"."before"->>'price')::integer FROM "ticket_changes" AS tc
    WHERE tc."transaction_id" = t."id" AND tc."kind" = 'reschedule' AND tc."before" ? 'price'
    ORDER BY tc."id" LIMIT 1),
  t."price");

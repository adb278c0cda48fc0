CREATE TABLE "order_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"origin" text NOT NULL,
	"order_values" jsonb NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"outcome" jsonb
);
--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_requests_pending_idx" ON "order_requests" USING btree ("id") WHERE "order_requests"."decided_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_requests_decided_idx" ON "order_requests" USING btree ("decided_at") WHERE "order_requests"."decided_at" IS NOT NULL;
CREATE TABLE "cashier_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cashier_id" integer,
	"cashier_name" text NOT NULL,
	"port_route_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opening_float" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"counted_cash" integer,
	"expected_cash" integer,
	"variance" integer
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cashier_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "walkin_cm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cash_received" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "change_given" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "port_route_id" integer;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_port_route_id_routes_id_fk" FOREIGN KEY ("port_route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_one_open_uq" ON "cashier_shifts" USING btree ("cashier_id") WHERE "cashier_shifts"."closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_port_route_id_routes_id_fk" FOREIGN KEY ("port_route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_shift_idx" ON "transactions" USING btree ("shift_id");
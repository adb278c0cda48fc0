CREATE TABLE "check_in_scans" (
	"scan_id" text PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"officer_id" integer,
	"officer_name" text NOT NULL,
	"device_id" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "checked_in_by_name" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "checked_in_scan_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pass_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'penumpang' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_officer_id_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_scans_tx_idx" ON "check_in_scans" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" IN ('penumpang', 'petugas'));
ALTER TABLE "fares" DROP CONSTRAINT "fares_one_type";--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "vehicle_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "kind" text DEFAULT 'vehicle' NOT NULL;--> statement-breakpoint
ALTER TABLE "fares" ADD COLUMN "foot_type_id" integer;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_foot_type_id_passenger_types_id_fk" FOREIGN KEY ("foot_type_id") REFERENCES "public"."passenger_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fares_foot_from_uq" ON "fares" USING btree ("foot_type_id","valid_from");--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_one_type" CHECK (num_nonnulls("fares"."vehicle_type_id", "fares"."passenger_type_id", "fares"."foot_type_id") = 1);--> statement-breakpoint
-- Issue #40 item 3: a foot passenger's first fares are the passenger fares as they stand (every start date kept); the operator changes them on Tarif.
INSERT INTO "fares" ("foot_type_id", "valid_from", "amount", "legal_basis", "created_at") SELECT "passenger_type_id", "valid_from", "amount", "legal_basis", "created_at" FROM "fares" WHERE "passenger_type_id" IS NOT NULL;

CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "fares" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_type_id" integer,
	"passenger_type_id" integer,
	"valid_from" date NOT NULL,
	"amount" integer NOT NULL,
	"legal_basis" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fares_one_type" CHECK (("fares"."vehicle_type_id" IS NULL) <> ("fares"."passenger_type_id" IS NULL)),
	CONSTRAINT "fares_amount_range" CHECK ("fares"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"lane_cm" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ships_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "timetable_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_id" integer NOT NULL,
	"exception_date" date NOT NULL,
	"kind" text NOT NULL,
	"ship_id" integer,
	CONSTRAINT "timetable_exceptions_kind_valid" CHECK ("timetable_exceptions"."kind" IN ('removed', 'ship'))
);
--> statement-breakpoint
CREATE TABLE "timetable_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_route_id" integer NOT NULL,
	"to_route_id" integer NOT NULL,
	"departure_time" time NOT NULL,
	"weekdays" jsonb NOT NULL,
	"ship_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"walkin_percent" integer DEFAULT 40 NOT NULL,
	"walkin_release_hours" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "timetable_patterns_walkin_range" CHECK ("timetable_patterns"."walkin_percent" BETWEEN 0 AND 100),
	CONSTRAINT "timetable_patterns_release_range" CHECK ("timetable_patterns"."walkin_release_hours" BETWEEN 0 AND 72)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_valid";--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "ship_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "pattern_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "origin" text DEFAULT 'pattern' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "lane_cm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "lane_free_cm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "seats_free" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "walkin_percent" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "walkin_release_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "walkin_used_cm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "closure_reason" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "closure_note" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "wind_knots" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "space_cm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD COLUMN "length_cm" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_passenger_type_id_passenger_types_id_fk" FOREIGN KEY ("passenger_type_id") REFERENCES "public"."passenger_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_exceptions" ADD CONSTRAINT "timetable_exceptions_pattern_id_timetable_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."timetable_patterns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_exceptions" ADD CONSTRAINT "timetable_exceptions_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_patterns" ADD CONSTRAINT "timetable_patterns_from_route_id_routes_id_fk" FOREIGN KEY ("from_route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_patterns" ADD CONSTRAINT "timetable_patterns_to_route_id_routes_id_fk" FOREIGN KEY ("to_route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_patterns" ADD CONSTRAINT "timetable_patterns_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fares_vehicle_from_uq" ON "fares" USING btree ("vehicle_type_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "fares_passenger_from_uq" ON "fares" USING btree ("passenger_type_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_exceptions_once_uq" ON "timetable_exceptions" USING btree ("pattern_id","exception_date");--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_pattern_id_timetable_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."timetable_patterns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_lane_range" CHECK ("schedules"."lane_free_cm" >= 0 AND "schedules"."lane_free_cm" <= "schedules"."lane_cm");--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_seats_range" CHECK ("schedules"."seats_free" >= 0 AND "schedules"."seats_free" <= "schedules"."seats");--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_walkin_range" CHECK ("schedules"."walkin_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_status_valid" CHECK ("schedules"."status" IN ('open', 'stopped', 'cancelled'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" IN ('penumpang', 'petugas', 'admin', 'kasir'));--> statement-breakpoint
-- Issue #22, data: every class's length (server/README.md "Capacity"), today's prices as the first
-- fares, and the existing departures and tickets in lane centimetres (a place was one Golongan IV
-- car, 5 m) with no walk-in share (they were sold before the quota existed).
UPDATE "vehicle_types" SET "length_cm" = CASE "vehicle_class"
  WHEN 'Golongan I' THEN 200 WHEN 'Golongan II' THEN 250 WHEN 'Golongan III' THEN 300
  WHEN 'Golongan IV' THEN 500 WHEN 'Golongan V' THEN 500 WHEN 'Golongan VI' THEN 700
  WHEN 'Golongan VII' THEN 1000 WHEN 'Golongan VIII' THEN 1200 WHEN 'Golongan IX' THEN 1600
  ELSE 500 END;--> statement-breakpoint
INSERT INTO "fares" ("vehicle_type_id", "valid_from", "amount", "legal_basis", "created_at")
  SELECT "id", '2020-01-01', "price", 'Tarif awal', now() FROM "vehicle_types";--> statement-breakpoint
INSERT INTO "fares" ("passenger_type_id", "valid_from", "amount", "legal_basis", "created_at")
  SELECT "id", '2020-01-01', "fee", 'Tarif awal', now() FROM "passenger_types";--> statement-breakpoint
UPDATE "transactions" AS t SET
  "space_cm" = COALESCE((SELECT v."length_cm" FROM "vehicle_types" v WHERE v."id" = t."vehicle_type_id"), 500),
  "seats" = 1 + COALESCE((SELECT sum((p->>'count')::int) FROM jsonb_array_elements(t."passengers") p), 0);--> statement-breakpoint
UPDATE "schedules" SET "lane_cm" = "capacity" * 500, "lane_free_cm" = "available" * 500,
  "seats" = 1000, "seats_free" = 1000 - COALESCE((SELECT sum(t."seats") FROM "transactions" t
    WHERE t."schedule_id" = "schedules"."id" AND t."status" IN ('UNPAID', 'PAID')), 0),
  "walkin_percent" = 0;

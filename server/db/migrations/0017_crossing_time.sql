CREATE TABLE "crossing_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_low_id" integer NOT NULL,
	"port_high_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crossing_times_pair_order" CHECK ("crossing_times"."port_low_id" < "crossing_times"."port_high_id"),
	CONSTRAINT "crossing_times_minutes_range" CHECK ("crossing_times"."minutes" BETWEEN 1 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "crossing_times" ADD CONSTRAINT "crossing_times_port_low_id_routes_id_fk" FOREIGN KEY ("port_low_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossing_times" ADD CONSTRAINT "crossing_times_port_high_id_routes_id_fk" FOREIGN KEY ("port_high_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crossing_times_pair_uq" ON "crossing_times" USING btree ("port_low_id","port_high_id");
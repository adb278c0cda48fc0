CREATE TABLE "saved_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"birth_year" integer,
	"age" integer,
	"age_on" date,
	"domicile" text NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_travellers_age_or_year" CHECK (("saved_travellers"."birth_year" IS NOT NULL AND "saved_travellers"."age" IS NULL AND "saved_travellers"."age_on" IS NULL) OR ("saved_travellers"."birth_year" IS NULL AND "saved_travellers"."age" IS NOT NULL AND "saved_travellers"."age_on" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "saved_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plate_number" text NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_preferences_language_valid" CHECK ("user_preferences"."language" IN ('id', 'en'))
);
--> statement-breakpoint
ALTER TABLE "saved_travellers" ADD CONSTRAINT "saved_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_travellers_user_idx" ON "saved_travellers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_vehicles_user_plate_uq" ON "saved_vehicles" USING btree ("user_id","plate_number");
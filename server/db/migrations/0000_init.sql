CREATE TABLE "otp_codes" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"verified_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "passenger_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"fee_type" text NOT NULL,
	"description" text NOT NULL,
	"fee" integer NOT NULL,
	"insurance_fee" integer NOT NULL,
	CONSTRAINT "passenger_types_fee_type_unique" UNIQUE("fee_type")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "routes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_route_id" integer NOT NULL,
	"to_route_id" integer NOT NULL,
	"issued_date" date NOT NULL,
	"issued_time" time NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "schedules_available_range" CHECK ("schedules"."available" >= 0 AND "schedules"."available" <= "schedules"."capacity")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"request_id" text NOT NULL,
	"user_id" integer,
	"schedule_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"vehicle_class" text NOT NULL,
	"vehicle_type_name" text NOT NULL,
	"plate_number" text NOT NULL,
	"driver" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"manifest" jsonb NOT NULL,
	"price_lines" jsonb NOT NULL,
	"price" integer NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_session_id" text,
	"payment_url" text,
	"paid_at" timestamp with time zone,
	"bank_name" text,
	"payment_method" text,
	"checked_in" boolean DEFAULT false NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transactions_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "transactions_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "transactions_payment_session_id_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "transactions_status_valid" CHECK ("transactions"."status" IN ('UNPAID', 'PAID', 'EXPIRED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"age" integer,
	"gender" text,
	"domicile" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_class" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"price" integer NOT NULL,
	"insurance_fee" integer NOT NULL,
	CONSTRAINT "vehicle_types_vehicle_class_unique" UNIQUE("vehicle_class")
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_from_route_id_routes_id_fk" FOREIGN KEY ("from_route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_to_route_id_routes_id_fk" FOREIGN KEY ("to_route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_departure_uq" ON "schedules" USING btree ("from_route_id","to_route_id","issued_date","issued_time");--> statement-breakpoint
CREATE INDEX "schedules_departure_at_idx" ON "schedules" USING btree ("departure_at");--> statement-breakpoint
CREATE INDEX "transactions_user_placed_idx" ON "transactions" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "transactions_unpaid_expiry_idx" ON "transactions" USING btree ("expires_at") WHERE "transactions"."status" = 'UNPAID';--> statement-breakpoint
CREATE INDEX "transactions_schedule_idx" ON "transactions" USING btree ("schedule_id");
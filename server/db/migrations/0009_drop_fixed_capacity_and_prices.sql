ALTER TABLE "schedules" DROP CONSTRAINT "schedules_available_range";--> statement-breakpoint
ALTER TABLE "passenger_types" DROP COLUMN "fee";--> statement-breakpoint
ALTER TABLE "schedules" DROP COLUMN "capacity";--> statement-breakpoint
ALTER TABLE "schedules" DROP COLUMN "available";--> statement-breakpoint
ALTER TABLE "vehicle_types" DROP COLUMN "price";
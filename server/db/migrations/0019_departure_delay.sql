ALTER TABLE "schedules" ADD COLUMN "delayed_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "delay_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "delay_reason" text;
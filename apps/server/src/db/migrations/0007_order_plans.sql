ALTER TABLE "orders" ADD COLUMN "plans" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "measurements_checked" boolean;
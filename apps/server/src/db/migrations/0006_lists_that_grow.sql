DROP INDEX "audit_log_target_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "trade_applications_status_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_area_created_idx" ON "audit_log" USING btree (split_part("action", '.', 1),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"action");--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_order_idx" ON "contact_messages" USING btree (("handled_at" IS NOT NULL),(CASE "priority" WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END),"context","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"handled_at","priority");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trade_applications_created_idx" ON "trade_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trade_applications_status_created_idx" ON "trade_applications" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "reports_user_parsed_idx";--> statement-breakpoint
DROP INDEX "upload_logs_created_idx";--> statement-breakpoint
DROP INDEX "upload_logs_status_created_idx";--> statement-breakpoint
DROP INDEX "upload_logs_user_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_user_parsed_idx" ON "reports" USING btree ("user_id","parsed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "upload_logs_created_idx" ON "upload_logs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "upload_logs_status_created_idx" ON "upload_logs" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "upload_logs_user_created_idx" ON "upload_logs" USING btree ("user_id","created_at" DESC NULLS FIRST);
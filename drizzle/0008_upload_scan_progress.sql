ALTER TABLE "upload_logs" ADD COLUMN "progress_id" uuid;--> statement-breakpoint
ALTER TABLE "upload_logs" ADD COLUMN "scan_page" integer;--> statement-breakpoint
ALTER TABLE "upload_logs" ADD COLUMN "scan_pages" integer;--> statement-breakpoint
CREATE INDEX "upload_logs_progress_idx" ON "upload_logs" USING btree ("progress_id");
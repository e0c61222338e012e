CREATE TABLE "upload_log_stats" (
	"status" text PRIMARY KEY NOT NULL,
	"uploads" bigint DEFAULT 0 NOT NULL,
	"processing_time_sum" double precision DEFAULT 0 NOT NULL,
	"processing_time_count" bigint DEFAULT 0 NOT NULL
);

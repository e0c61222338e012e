-- Keeps upload_log_stats equal to the per-status totals of upload_logs. Statement-level triggers with
-- transition tables: one write per status per statement, however many rows the statement touched.
CREATE OR REPLACE FUNCTION upload_log_stats_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO upload_log_stats AS s (status, uploads, processing_time_sum, processing_time_count)
  SELECT status, sum(n), sum(t), sum(c) FROM (
    SELECT status, 1 AS n, coalesce(processing_time, 0) AS t, (processing_time IS NOT NULL)::int AS c FROM new_rows
  ) d
  GROUP BY status
  HAVING sum(n) <> 0 OR sum(t) <> 0 OR sum(c) <> 0
  -- Rows are locked in status order, so concurrent writers never wait on each other in a cycle.
  ORDER BY status
  ON CONFLICT (status) DO UPDATE SET
    uploads = s.uploads + excluded.uploads,
    processing_time_sum = s.processing_time_sum + excluded.processing_time_sum,
    processing_time_count = s.processing_time_count + excluded.processing_time_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upload_log_stats_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO upload_log_stats AS s (status, uploads, processing_time_sum, processing_time_count)
  SELECT status, sum(n), sum(t), sum(c) FROM (
    SELECT status, -1 AS n, -coalesce(processing_time, 0) AS t, -((processing_time IS NOT NULL)::int) AS c FROM old_rows
    UNION ALL
    SELECT status, 1 AS n, coalesce(processing_time, 0) AS t, (processing_time IS NOT NULL)::int AS c FROM new_rows
  ) d
  GROUP BY status
  HAVING sum(n) <> 0 OR sum(t) <> 0 OR sum(c) <> 0
  -- Rows are locked in status order, so concurrent writers never wait on each other in a cycle.
  ORDER BY status
  ON CONFLICT (status) DO UPDATE SET
    uploads = s.uploads + excluded.uploads,
    processing_time_sum = s.processing_time_sum + excluded.processing_time_sum,
    processing_time_count = s.processing_time_count + excluded.processing_time_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upload_log_stats_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO upload_log_stats AS s (status, uploads, processing_time_sum, processing_time_count)
  SELECT status, sum(n), sum(t), sum(c) FROM (
    SELECT status, -1 AS n, -coalesce(processing_time, 0) AS t, -((processing_time IS NOT NULL)::int) AS c FROM old_rows
  ) d
  GROUP BY status
  HAVING sum(n) <> 0 OR sum(t) <> 0 OR sum(c) <> 0
  -- Rows are locked in status order, so concurrent writers never wait on each other in a cycle.
  ORDER BY status
  ON CONFLICT (status) DO UPDATE SET
    uploads = s.uploads + excluded.uploads,
    processing_time_sum = s.processing_time_sum + excluded.processing_time_sum,
    processing_time_count = s.processing_time_count + excluded.processing_time_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upload_log_stats_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM upload_log_stats;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER upload_logs_stats_insert AFTER INSERT ON upload_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upload_log_stats_on_insert();
--> statement-breakpoint
CREATE TRIGGER upload_logs_stats_update AFTER UPDATE ON upload_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upload_log_stats_on_update();
--> statement-breakpoint
CREATE TRIGGER upload_logs_stats_delete AFTER DELETE ON upload_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION upload_log_stats_on_delete();
--> statement-breakpoint
CREATE TRIGGER upload_logs_stats_truncate AFTER TRUNCATE ON upload_logs
  FOR EACH STATEMENT EXECUTE FUNCTION upload_log_stats_on_truncate();
--> statement-breakpoint
INSERT INTO upload_log_stats (status, uploads, processing_time_sum, processing_time_count)
  SELECT status, count(*), coalesce(sum(processing_time), 0), count(processing_time) FROM upload_logs GROUP BY status
  ON CONFLICT (status) DO NOTHING;

-- Keeps upload_log_stats equal to the per-status totals of upload_logs.
CREATE OR REPLACE FUNCTION upload_log_stats_apply(p_status text, p_uploads bigint, p_time double precision, p_time_count bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO upload_log_stats AS s (status, uploads, processing_time_sum, processing_time_count)
  VALUES (p_status, p_uploads, coalesce(p_time, 0), p_time_count)
  ON CONFLICT (status) DO UPDATE SET
    uploads = s.uploads + excluded.uploads,
    processing_time_sum = s.processing_time_sum + excluded.processing_time_sum,
    processing_time_count = s.processing_time_count + excluded.processing_time_count;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upload_log_stats_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status
     AND OLD.processing_time IS NOT DISTINCT FROM NEW.processing_time THEN
    RETURN NULL;
  END IF;
  -- Rows are touched in status order, so concurrent writers never wait on each other in a cycle.
  IF TG_OP = 'UPDATE' AND OLD.status > NEW.status THEN
    PERFORM upload_log_stats_apply(NEW.status, 1, NEW.processing_time, (NEW.processing_time IS NOT NULL)::int);
    PERFORM upload_log_stats_apply(OLD.status, -1, -OLD.processing_time, -((OLD.processing_time IS NOT NULL)::int));
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM upload_log_stats_apply(OLD.status, -1, -OLD.processing_time, -((OLD.processing_time IS NOT NULL)::int));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM upload_log_stats_apply(NEW.status, 1, NEW.processing_time, (NEW.processing_time IS NOT NULL)::int);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upload_log_stats_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM upload_log_stats;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER upload_logs_stats_row AFTER INSERT OR UPDATE OR DELETE ON upload_logs
  FOR EACH ROW EXECUTE FUNCTION upload_log_stats_row();
--> statement-breakpoint
CREATE TRIGGER upload_logs_stats_truncate AFTER TRUNCATE ON upload_logs
  FOR EACH STATEMENT EXECUTE FUNCTION upload_log_stats_truncate();
--> statement-breakpoint
INSERT INTO upload_log_stats (status, uploads, processing_time_sum, processing_time_count)
  SELECT status, count(*), coalesce(sum(processing_time), 0), count(processing_time) FROM upload_logs GROUP BY status
  ON CONFLICT (status) DO NOTHING;

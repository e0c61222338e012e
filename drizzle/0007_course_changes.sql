CREATE TABLE "course_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"previous_report_id" uuid,
	"report_day" date NOT NULL,
	"report_day_printed" boolean NOT NULL,
	"previous_report_day" date,
	"previous_report_day_printed" boolean,
	"percentage_before" double precision,
	"percentage_after" double precision,
	"new_grades" integer DEFAULT 0 NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "course_changes_report_course_unique" UNIQUE("report_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "course_changes" ADD CONSTRAINT "course_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_changes" ADD CONSTRAINT "course_changes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_changes" ADD CONSTRAINT "course_changes_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_changes" ADD CONSTRAINT "course_changes_previous_report_id_reports_id_fk" FOREIGN KEY ("previous_report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_changes_user_day_idx" ON "course_changes" USING btree ("user_id","report_day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_changes_course_idx" ON "course_changes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_changes_previous_idx" ON "course_changes" USING btree ("previous_report_id");
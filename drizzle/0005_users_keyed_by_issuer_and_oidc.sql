CREATE TABLE "oidc_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_subject_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "issuer" text;--> statement-breakpoint
-- Subjects were prefixed with their provider ('google:<sub>', 'dev:<e-mail>'); the provider becomes the issuer.
UPDATE "users" SET "issuer" = CASE
	WHEN "subject" LIKE 'google:%' THEN 'https://accounts.google.com'
	WHEN "subject" LIKE 'dev:%' THEN 'dev'
	ELSE 'unknown'
END,
"subject" = CASE WHEN "subject" ~ '^(google|dev):' THEN substr("subject", strpos("subject", ':') + 1) ELSE "subject" END;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "issuer" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "oidc_sign_ins_expires_idx" ON "oidc_sign_ins" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_issuer_subject_unique" UNIQUE("issuer","subject");
CREATE TABLE "upload_files" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_files" ADD CONSTRAINT "upload_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "submissions" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_reference_idx" ON "submissions" USING btree ("reference");
ALTER TABLE "outbox" ADD COLUMN "kind" text DEFAULT 'deliver' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient_hash" text;
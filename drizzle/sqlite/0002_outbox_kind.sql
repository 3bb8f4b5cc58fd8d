-- Issue 46: an outbox job has a kind (deliver, acknowledge, status); an acknowledgement keeps its
-- address until sent and the address's hash after (the acknowledgement log). The same change as ../0004_outbox_kind.sql.
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'deliver';
ALTER TABLE outbox ADD COLUMN recipient TEXT;
ALTER TABLE outbox ADD COLUMN recipient_hash TEXT;

-- The embedded store (node:sqlite, decision 011): the same rows as the PostgreSQL tables in
-- ../0000_forms.sql … 0002, without upload_files (embedded, files stay under DATA_DIR/uploads).
-- Times are milliseconds since 1970 (UTC); fields and upload are JSON text. STRICT: a value of
-- the wrong type is refused, not converted. Applied in order; PRAGMA user_version counts them.
CREATE TABLE submissions (
	id TEXT PRIMARY KEY NOT NULL,
	form TEXT NOT NULL,
	fields TEXT NOT NULL CHECK (json_valid(fields)),
	upload TEXT CHECK (upload IS NULL OR json_valid(upload)),
	received_at INTEGER NOT NULL,
	exported_at INTEGER
) STRICT;

CREATE TABLE outbox (
	id TEXT PRIMARY KEY NOT NULL,
	submission_id TEXT NOT NULL REFERENCES submissions (id),
	channel TEXT NOT NULL,
	status TEXT NOT NULL DEFAULT 'pending',
	attempts INTEGER NOT NULL DEFAULT 0,
	next_attempt_at INTEGER NOT NULL,
	lease_until INTEGER,
	last_error TEXT,
	delivered_at INTEGER,
	created_at INTEGER NOT NULL
) STRICT;

CREATE INDEX outbox_due_idx ON outbox (status, next_attempt_at);
CREATE INDEX outbox_submission_idx ON outbox (submission_id);
CREATE INDEX submissions_received_idx ON submissions (received_at);

-- Issue 46: each submission's reference (LDC-7K3M-9QX2), unique; the same change as ../0003_reference.sql.
-- Rows stored before it get theirs in code when the store opens (SQL cannot compute the check symbol).
ALTER TABLE submissions ADD COLUMN reference TEXT;
CREATE UNIQUE INDEX submissions_reference_idx ON submissions (reference);

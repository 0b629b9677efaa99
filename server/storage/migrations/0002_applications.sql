-- Job applications: the resume file of each (stored under a random key, never served), notifications
-- that carry it as an attachment, and notifications given up on after their last retry.
CREATE TABLE resumes (
  submission_id INTEGER PRIMARY KEY REFERENCES submissions(id),
  file_key TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL
);
ALTER TABLE outbox ADD COLUMN attachment_key TEXT;
ALTER TABLE outbox ADD COLUMN attachment_name TEXT;
ALTER TABLE outbox ADD COLUMN attachment_type TEXT;
ALTER TABLE outbox ADD COLUMN failed_at INTEGER;
DROP INDEX IF EXISTS outbox_due;
CREATE INDEX outbox_pending ON outbox (next_attempt_at, id) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_submission ON outbox (submission_id);
CREATE INDEX submissions_kind_created ON submissions (kind, created_at);

-- A delivery round claims a notification before sending it, until claimed_until (epoch ms): two rounds
-- over one database (a Worker's request and its cron, or two server processes) never send the same one.
-- A round that dies mid-send leaves its claim to expire, and the notification is tried again after it.
ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;

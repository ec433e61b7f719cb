-- The worker (NODE_ID plus a per-process suffix) that claimed a job last.
-- Unlike locked_by it is kept when the job finishes or fails, so an operator
-- can see which node ran what (and the scale-out test can prove it).
ALTER TABLE jobs ADD COLUMN claimed_by text;

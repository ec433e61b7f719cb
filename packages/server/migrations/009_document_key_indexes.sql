-- The orphan sweep asks, for each stored file, whether a row still refers to it.
CREATE INDEX IF NOT EXISTS document_answers_storage_key ON document_answers (storage_key);
CREATE INDEX IF NOT EXISTS document_answers_pdf_key ON document_answers (pdf_key) WHERE pdf_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS document_conversions_file_key ON document_conversions (file_key);
CREATE INDEX IF NOT EXISTS application_pdfs_pdf_key ON application_pdfs (pdf_key) WHERE pdf_key IS NOT NULL;

/**
 * The private bucket of the disclosures' financial statements (migration 0038 creates it
 * with these limits). Its objects are `<projectId>/<upload id>.pdf`; nobody reads them
 * through the storage API but admins: readers get a short-lived signed link from the
 * disclosures API (docs/before-the-raise.md#who-reads-the-disclosures).
 */
export const DISCLOSURE_DOCUMENTS_BUCKET = 'disclosure-documents';
/** The largest statements PDF, in bytes (10 MiB). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

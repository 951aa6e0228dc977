// Reads the bench server's D1 database WHILE the server runs: the SQLite file miniflare
// keeps under the state folder, opened read-only beside workerd (the database is in WAL
// mode, so a reader never blocks the writer and sees only committed transactions). The
// settlement fault run uses it to kill the server at chosen points of the work, not after
// guessed delays: how fast a closing run goes after a restart varies too much to aim by time.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The D1 database file of a bench server's state folder. */
function databaseFile(stateDir) {
  const folder = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1)
    throw new Error(`expected one D1 database in ${folder}, found ${files.length}`);
  return path.join(folder, files[0]);
}

/**
 * A reader of how many of `projectIds`' commitments are closed (settled or refunded).
 * `closed()` answers from the last committed transaction; `close()` releases the file.
 */
export function liveClosedCommitments(stateDir, projectIds) {
  const db = new DatabaseSync(databaseFile(stateDir), { readOnly: true });
  db.exec('PRAGMA busy_timeout = 1000');
  const wanted = new Set(projectIds);
  const query = db.prepare(
    "SELECT project_id, COUNT(*) AS n FROM commitments WHERE status IN ('settled', 'refunded') GROUP BY project_id",
  );
  return {
    closed() {
      let sum = 0;
      for (const row of query.all()) if (wanted.has(row.project_id)) sum += Number(row.n);
      return sum;
    },
    close() {
      db.close();
    },
  };
}

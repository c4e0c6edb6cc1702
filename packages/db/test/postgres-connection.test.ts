import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only meaningful against a real server (the integration project sets TEST_DATABASE_URL).
describe.runIf(serverUrl)('PostgreSQL connection loss', () => {
  it('survives a killed idle connection and reconnects', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({
      url: serverUrl ?? '',
      poolSize: 2,
      onConnectionError: (e) => errors.push(e),
    });
    try {
      const pid = (
        (await database.db.execute('SELECT pg_backend_pid() AS pid')) as unknown as {
          rows: { pid: number }[];
        }
      ).rows[0]?.pid;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      expect(errors.length).toBe(1);
      const again = (await database.db.execute('SELECT 1 AS one')) as unknown as { rows: { one: number }[] };
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db.js';

describe('the connection pool', () => {
  it('survives a connection that the database ends while it is checked out, and serves the next query', async () => {
    const { pool } = await createTestDatabase();
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await client.query('begin');
    // Between two statements of a transaction, the server ends this connection.
    await pool.query('select pg_terminate_backend($1)', [rows[0].pid]);
    await expect.poll(() => (client as unknown as { _queryable: boolean })._queryable).toBe(false);
    await expect(client.query('select 1')).rejects.toThrow();
    client.release();
    const answer = await pool.query<{ one: number }>('select 1 as one');
    expect(answer.rows[0].one).toBe(1);
  });
});

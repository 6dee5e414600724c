import assert from 'node:assert/strict';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AllServices } from '@portal/contracts';
import { startPrivatePostgres, type PrivateServer } from '@portal/testing';
import { Client } from 'pg';
import { dockerDir, run, secret } from './compose-fixtures';

describe('postgres-init.sh, as the postgres image runs it on a fresh volume', () => {
  let server: PrivateServer;
  const passwords = Object.fromEntries(AllServices.map((service) => [service, secret()]));

  beforeAll(async () => {
    server = await startPrivatePostgres();
  });
  afterAll(async () => {
    await server?.destroy();
  });

  const connectAs = async (role: string, database: string) => {
    const client = new Client({ host: '127.0.0.1', port: server.port, user: role, database });
    await client.connect();
    return client;
  };

  it('creates a role per service owning only its own database', async () => {
    const env: Record<string, string> = {
      PATH: '/usr/local/bin:/usr/bin:/bin',
      PGHOST: '127.0.0.1',
      PGPORT: String(server.port),
      POSTGRES_USER: 'postgres',
      POSTGRES_DB: 'postgres',
      ...Object.fromEntries(AllServices.map((service) => [`${service.toUpperCase()}_DB_PASSWORD`, passwords[service]])),
    };
    const { code, stderr } = await run('sh', [join(dockerDir, 'postgres-init.sh')], env);
    assert.equal(code, 0, stderr);

    const admin = await connectAs('postgres', 'postgres');
    try {
      const { rows } = await admin.query<{ datname: string; owner: string; superuser: boolean; createdb: boolean }>(
        `SELECT d.datname, r.rolname AS owner, r.rolsuper AS superuser, r.rolcreatedb AS createdb
           FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE d.datname LIKE 'portal\\_%' ORDER BY 1`,
      );
      assert.deepEqual(
        rows,
        [...AllServices].sort().map((service) => ({
          datname: `portal_${service}`,
          owner: `portal_${service}`,
          superuser: false,
          createdb: false,
        })),
      );
    } finally {
      await admin.end();
    }

    // Positive control: the role reaches its own database and can create tables there.
    const own = await connectAs('portal_membership', 'portal_membership');
    await own.query('CREATE TABLE probe (id int)');
    await own.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await own.end();
    await assert.rejects(connectAs('portal_membership', 'portal_payments'), /permission denied for database/);
  });

  it('stops the first start with a message naming a missing password', async () => {
    const { code, stderr } = await run('sh', [join(dockerDir, 'postgres-init.sh')], {
      PATH: '/usr/local/bin:/usr/bin:/bin',
      POSTGRES_USER: 'postgres',
    });
    assert.notEqual(code, 0);
    assert.match(stderr, /GATEWAY_DB_PASSWORD is not set/);
  });
});

import 'reflect-metadata';
import { typeOrmOptions } from '@portal/platform';
import { createDatabase, dropDatabases, resolvePostgres, uniqueRunId } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ContentEntities, ContentMigrations } from '../src/app.module';
import { EventEntity } from '../src/events/event.entity';
import { EventsHandler } from '../src/events/events.handler';
import { EventsService } from '../src/events/events.service';

describe('content events over Postgres', () => {
  const runId = uniqueRunId('content_');
  let adminUrl: string;
  let dataSource: DataSource;
  let sut: EventsHandler;

  beforeAll(async () => {
    adminUrl = await resolvePostgres();
    const url = await createDatabase(adminUrl, `${runId}_db`);
    dataSource = new DataSource(typeOrmOptions(url, ContentEntities, ContentMigrations));
    await dataSource.initialize();
    sut = new EventsHandler(new EventsService(dataSource.getRepository(EventEntity)));
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabases(adminUrl, runId);
  });

  it('counts no events before any exist, so the dashboard shows 0', async () => {
    assert.deepEqual(await sut.count(), { totalEvents: 0 });
  });

  it('counts every event, active or not, with the spec defaults filled in', async () => {
    const repo = dataSource.getRepository(EventEntity);
    await repo.insert([
      { title: 'Wedding photography workshop', eventDate: new Date('2025-03-01T10:00:00+05:30'), location: 'Mysuru' },
      { title: 'Annual meeting', eventDate: new Date('2025-06-01T17:00:00+05:30'), isActive: false },
    ]);
    assert.deepEqual(await sut.count(), { totalEvents: 2 });
    const workshop = await repo.findOneByOrFail({ title: 'Wedding photography workshop' });
    assert.equal(workshop.isActive, true);
    assert.ok(workshop.createdAt instanceof Date);
  });
});

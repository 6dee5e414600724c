import 'reflect-metadata';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CommonErrorCode,
  ContentSubjects,
  GetAdminAnswer,
  GetAdminRequest,
  IdentitySubjects,
  PaymentsSubjects,
} from '@portal/contracts';
import { resolveNats, uniqueRunId } from '@portal/testing';
import { connect, NatsConnection } from 'nats';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServiceApp } from '../bootstrap/bootstrap-service';
import { DomainException, NotFoundException } from '../errors/domain.exception';
import { JsonLogger } from '../logging/json-logger';
import { namespaced } from '../nats/namespace';
import { ServiceRpcClient } from './service-rpc.client';

const KNOWN_ADMIN = randomUUID();

/** An owner as every service is one: a Nest handler behind the platform's NATS server, filter and pipe. */
@Controller()
class AdminsHandler {
  @MessagePattern(IdentitySubjects.GetAdmin)
  get(@Payload() body: GetAdminRequest): GetAdminAnswer {
    if (body.id !== KNOWN_ADMIN) throw new NotFoundException('Admin not found');
    const at = '2025-04-01T00:00:00.000Z';
    return {
      id: body.id,
      email: 'latha@kpwa.in',
      firstName: 'Latha',
      lastName: 'Rao',
      profileImageUrl: null,
      role: 'admin',
      isActive: true,
      lastLoginAt: null,
      createdAt: at,
      updatedAt: at,
    };
  }
}

@Module({ controllers: [AdminsHandler] })
class OwnerModule {}

describe('ServiceRpcClient', () => {
  const namespace = uniqueRunId('service_rpc_');
  let nats: NatsConnection;
  let owner: INestMicroservice;
  let sut: ServiceRpcClient;

  beforeAll(async () => {
    const servers = await resolveNats();
    nats = await connect({ servers });
    const logger = new JsonLogger('identity', 'error');
    owner = await createServiceApp('identity', { module: OwnerModule }, logger, { servers, namespace });
    await owner.listen();
    sut = new ServiceRpcClient(nats, namespace, 2000);
  });
  afterAll(async () => {
    await owner?.close();
    await nats?.drain();
  });

  it("gets the owner's answer from its ordinary handler", async () => {
    const admin = await sut.rpc(IdentitySubjects.GetAdmin, { id: KNOWN_ADMIN });
    assert.deepEqual([admin?.id, admin?.firstName, admin?.email], [KNOWN_ADMIN, 'Latha', 'latha@kpwa.in']);
  });

  it("passes the owner's refusal on with its code and message, so the gateway answers it as the owner meant", async () => {
    await assert.rejects(
      sut.rpc(IdentitySubjects.GetAdmin, { id: randomUUID() }),
      (error: unknown) =>
        error instanceof DomainException &&
        error.code === CommonErrorCode.NotFound &&
        error.message === 'Admin not found',
    );
  });

  it("passes the owner's validation errors on field by field", async () => {
    await assert.rejects(sut.rpc(IdentitySubjects.GetAdmin, { id: 'not-a-uuid' }), (error: unknown) => {
      assert.ok(error instanceof DomainException);
      assert.equal(error.code, CommonErrorCode.ValidationFailed);
      assert.equal(error.details.errors?.[0]?.field, 'id');
      return true;
    });
  });

  it('answers 503 "<Service> service is unavailable" when nobody serves the subject', async () => {
    await assert.rejects(
      sut.rpc(ContentSubjects.ListEvents, { actor: { userId: randomUUID(), userType: 'admin' } }),
      (error: unknown) =>
        error instanceof DomainException &&
        error.code === CommonErrorCode.ServiceUnavailable &&
        error.message === 'Content service is unavailable, please try again',
    );
  });

  it('answers 503 when the owner does not answer within the timeout, instead of waiting for ever', async () => {
    // Takes the request and never answers.
    const silent = nats.subscribe(namespaced(namespace, PaymentsSubjects.ListPaymentRecords));
    try {
      await assert.rejects(
        sut.rpc(
          PaymentsSubjects.ListPaymentRecords,
          { actor: { userId: randomUUID(), userType: 'admin' } },
          { timeoutMs: 200 },
        ),
        (error: unknown) => error instanceof DomainException && error.code === CommonErrorCode.ServiceUnavailable,
      );
    } finally {
      silent.unsubscribe();
    }
  });
});

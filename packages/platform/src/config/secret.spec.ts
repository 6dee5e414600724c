import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { IsOptional, IsString } from 'class-validator';
import { KNOWN_PUBLIC_SECRET_VALUES, productionSecretProblems as sut, Secret, secretFieldsOf } from './secret';

class BaseConfig {
  @Secret()
  @IsString()
  BASE_SECRET!: string;
}

class ServiceConfig extends BaseConfig {
  @Secret({ minLengthInProduction: 32 })
  @IsOptional()
  SIGNING_SECRET: string = 'local-development-id-card-signing-secret';

  @IsOptional()
  PLAIN: string = 'portal';
}

const config = (values: Partial<ServiceConfig>) => Object.assign(new ServiceConfig(), values);

describe('productionSecretProblems', () => {
  it('finds the secrets a class marks, its base class’s included, and nothing else', () => {
    assert.deepEqual([...secretFieldsOf(ServiceConfig).keys()].sort(), ['BASE_SECRET', 'SIGNING_SECRET']);
    assert.deepEqual([...secretFieldsOf(BaseConfig).keys()], ['BASE_SECRET']);
  });

  it('refuses a secret left at a public default, naming the variable, while a plain field may hold it', () => {
    const problems = sut(ServiceConfig, config({ BASE_SECRET: 'x'.repeat(40) }));
    assert.deepEqual(problems, [
      'SIGNING_SECRET: holds a publicly known default value; set a secret of your own in production',
    ]);
  });

  it('refuses every documented public value in any secret field', () => {
    for (const value of KNOWN_PUBLIC_SECRET_VALUES) {
      const problems = sut(ServiceConfig, config({ BASE_SECRET: value, SIGNING_SECRET: 'y'.repeat(40) }));
      assert.deepEqual(
        problems.map((p) => p.split(':')[0]),
        ['BASE_SECRET'],
        value,
      );
    }
  });

  it('refuses a secret shorter than its production minimum and says how long it must be', () => {
    assert.deepEqual(sut(ServiceConfig, config({ BASE_SECRET: 'short', SIGNING_SECRET: 'z'.repeat(31) })), [
      'SIGNING_SECRET: must be at least 32 characters in production',
    ]);
  });

  it('accepts secrets of its own and leaves an unset optional secret to the field’s validation', () => {
    assert.deepEqual(sut(ServiceConfig, config({ BASE_SECRET: 'a'.repeat(8), SIGNING_SECRET: 'b'.repeat(32) })), []);
    assert.deepEqual(sut(ServiceConfig, config({ BASE_SECRET: undefined, SIGNING_SECRET: 'b'.repeat(32) })), []);
  });
});

describe('productionSecretProblems for a secret required while what it guards is on', () => {
  class GuardedConfig {
    ENDPOINT_PORT = 0;

    @Secret({
      requiredInProduction: { when: (c) => Number(c.ENDPOINT_PORT) > 0, reason: 'while ENDPOINT_PORT is set' },
    })
    @IsOptional()
    ENDPOINT_TOKEN?: string;
  }
  const guarded = (values: Partial<GuardedConfig>) => Object.assign(new GuardedConfig(), values);

  it('names the unset secret while what it guards is on, and leaves it optional while it is off', () => {
    assert.deepEqual(sut(GuardedConfig, guarded({ ENDPOINT_PORT: 9464 })), [
      'ENDPOINT_TOKEN: is required in production while ENDPOINT_PORT is set',
    ]);
    assert.deepEqual(sut(GuardedConfig, guarded({ ENDPOINT_PORT: 9464, ENDPOINT_TOKEN: 't'.repeat(40) })), []);
    assert.deepEqual(sut(GuardedConfig, guarded({})), []);
  });
});

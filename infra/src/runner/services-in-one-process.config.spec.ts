import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { AllServices } from '@portal/contracts';
import { forgetServicesEnv, readServicesEnv, SERVICES_ENV_VARIABLE } from './services-in-one-process.config';

describe('the settings npm start hands to its one process of services', () => {
  const each = Object.fromEntries(AllServices.map((name) => [name, { DATABASE_URL: `postgres://db/${name}` }]));

  it('gives each service its own variables', () => {
    const sut = readServicesEnv({ [SERVICES_ENV_VARIABLE]: JSON.stringify(each) });
    assert.equal(sut.payments.DATABASE_URL, 'postgres://db/payments');
    assert.equal(sut.gateway.DATABASE_URL, 'postgres://db/gateway');
  });

  it('refuses to start with a service missing, naming it, rather than start it on no settings', () => {
    const { content: _content, ...withoutContent } = each;
    assert.throws(
      () => readServicesEnv({ [SERVICES_ENV_VARIABLE]: JSON.stringify(withoutContent) }),
      /no settings for content/,
    );
    assert.throws(() => readServicesEnv({}), /PORTAL_SERVICES_ENV is not set/);
  });

  it('leaves no service settings (secrets among them) in the process environment once read', () => {
    const env: NodeJS.ProcessEnv = { [SERVICES_ENV_VARIABLE]: JSON.stringify(each), PATH: '/usr/bin' };
    forgetServicesEnv(env);
    assert.deepEqual(env, { PATH: '/usr/bin' });
  });
});

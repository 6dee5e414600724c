import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import {
  ComposeInterpolationError,
  interpolate as sut,
  loadComposeFile,
  parseEnvFile,
  referencedVariables,
  serviceEnvironment,
} from './compose-interpolation';

function failure(run: () => unknown): ComposeInterpolationError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ComposeInterpolationError, String(error));
    return error;
  }
  assert.fail('interpolation succeeded');
}

describe('compose interpolation (the rules docker compose config applies)', () => {
  it('fills plain references, braced or not, and leaves unset ones empty', () => {
    assert.equal(sut('a=$A b=${B} c=${C}!', { A: '1', B: '2' }), 'a=1 b=2 c=!');
  });

  it('uses a :- default when the variable is unset or empty, a - default only when unset', () => {
    const template = '${X:-fallback}|${X-fallback}';
    assert.equal(sut(template, {}), 'fallback|fallback');
    assert.equal(sut(template, { X: '' }), 'fallback|');
    assert.equal(sut(template, { X: 'set' }), 'set|set');
  });

  it('expands defaults that themselves name variables', () => {
    assert.equal(sut('${A:-${B:-inner}-x}', { B: 'b' }), 'b-x');
    assert.equal(sut('${A:-${B:-inner}-x}', {}), 'inner-x');
  });

  it('uses a :+ or + alternative only when the variable is set', () => {
    assert.equal(sut('[${X:+--flag=$X}]', { X: 'v' }), '[--flag=v]');
    assert.equal(sut('[${X:+--flag}]', { X: '' }), '[]');
    assert.equal(sut('[${X+--flag}]', { X: '' }), '[--flag]');
    assert.equal(sut('[${X+--flag}]', {}), '[]');
  });

  it('turns $$ into a literal $ for the container shell, without reading a variable', () => {
    assert.equal(sut('echo "$$HOME" costs $$5', { HOME: '/root' }), 'echo "$HOME" costs $5');
  });

  it('names every missing required variable with its message, once each, so ops fix them in one go', () => {
    const error = failure(() =>
      sut(
        {
          a: { SECRET: '${SESSION_SECRET:?set SESSION_SECRET}', OTHER: '${ADMIN_PASSWORD:?}' },
          b: ['${SESSION_SECRET:?set SESSION_SECRET}', '${PRESENT:?never shown}'],
        },
        { PRESENT: 'yes' },
      ),
    );
    assert.deepEqual(error.missing, [
      { name: 'SESSION_SECRET', message: 'set SESSION_SECRET' },
      { name: 'ADMIN_PASSWORD', message: '' },
    ]);
    assert.match(error.message, /required variable SESSION_SECRET is missing a value: set SESSION_SECRET/);
    assert.match(error.message, /required variable ADMIN_PASSWORD is missing a value$/m);
  });

  it('treats an empty value as missing for :? but as given for ?', () => {
    assert.deepEqual(
      failure(() => sut('${A:?a}${B?b}', { A: '', B: '' })).missing.map((m) => m.name),
      ['A'],
    );
    assert.deepEqual(
      failure(() => sut('${A:?a}${B?b}', { A: 'x' })).missing.map((m) => m.name),
      ['B'],
    );
    assert.equal(sut('${A:?a}${B?b}', { A: 'x', B: '' }), 'x');
  });

  it('refuses a lone $ or an unclosed ${ the way compose does, naming where it is', () => {
    assert.match(failure(() => sut({ s: { cmd: 'echo $1' } }, {})).message, /invalid template at s\.cmd/);
    assert.match(failure(() => sut({ s: '${A' }, {})).message, /unclosed/);
  });

  it('leaves keys, numbers, booleans and nulls alone', () => {
    assert.deepEqual(sut({ '${K}': 1, b: true, n: null }, { K: 'k' }), { '${K}': 1, b: true, n: null });
  });

  it('loads a compose file with merge keys resolved before filling in values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-'));
    try {
      const file = join(dir, 'compose.yml');
      writeFileSync(
        file,
        [
          'x-env: &env',
          '  SHARED: ${SHARED:-shared}',
          'services:',
          '  app:',
          '    environment:',
          '      <<: *env',
          '      OWN: ${OWN:?set OWN}',
          '      FROM_SHELL:',
          '  list:',
          '    environment: ["A=${OWN}", "B=x=y", "PASSED"]',
        ].join('\n'),
      );
      const compose = loadComposeFile(file, { OWN: 'mine', FROM_SHELL: 'shell', PASSED: 'p' });
      assert.deepEqual(serviceEnvironment(compose.services.app, { FROM_SHELL: 'shell' }), {
        SHARED: 'shared',
        OWN: 'mine',
        FROM_SHELL: 'shell',
      });
      assert.deepEqual(serviceEnvironment(compose.services.list, { PASSED: 'p' }), {
        A: 'mine',
        B: 'x=y',
        PASSED: 'p',
      });
      assert.deepEqual(
        failure(() => loadComposeFile(file, {})).missing.map((m) => m.name),
        ['OWN'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads an env file as compose reads .env: comments, quotes and empty values', () => {
    assert.deepEqual(
      parseEnvFile(
        [
          '# a comment',
          '',
          'EMPTY=',
          'PLAIN=value # trailing comment',
          'HASH=a#b',
          'export EXPORTED=1',
          'DOUBLE="Name <a@b.c> # kept"',
          "SINGLE='$NOT_EXPANDED \\n'",
          'ESCAPED="line\\nnext \\"q\\""',
        ].join('\n'),
      ),
      {
        EMPTY: '',
        PLAIN: 'value',
        HASH: 'a#b',
        EXPORTED: '1',
        DOUBLE: 'Name <a@b.c> # kept',
        SINGLE: '$NOT_EXPANDED \\n',
        ESCAPED: 'line\nnext "q"',
      },
    );
    assert.throws(() => parseEnvFile('not a variable'), /line 1 is not NAME=value/);
  });

  it('lists the variables a compose file refers to, without $$ escapes', () => {
    assert.deepEqual(referencedVariables('${A:-${B}} $C $$D $${E:+x} ${F:?m}'), ['A', 'B', 'C', 'F']);
  });
});

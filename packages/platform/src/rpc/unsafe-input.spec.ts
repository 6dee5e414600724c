import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  findUnsafeInput as sut,
  MAX_INPUT_DEPTH,
  OUT_OF_RANGE_NUMBER_MESSAGE,
  TOO_DEEP_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
} from './unsafe-input';

describe('findUnsafeInput', () => {
  it('names the field holding a NUL character, which Postgres cannot store', () => {
    assert.deepEqual(sut({ identifier: 'a\u0000b', password: 'secret-1' }), [
      { field: 'identifier', message: UNSAFE_TEXT_MESSAGE },
    ]);
  });

  it('finds a lone surrogate, nested fields and array items, named as the validation pipe names them', () => {
    assert.deepEqual(sut({ address: { city: 'x\uD800' }, tags: ['ok', '\uDC00y'] }), [
      { field: 'address.city', message: UNSAFE_TEXT_MESSAGE },
      { field: 'tags.1', message: UNSAFE_TEXT_MESSAGE },
    ]);
  });

  it('refuses a bad key as well as a bad value, without echoing the bad character back', () => {
    const [problem] = sut({ ['na\u0000me']: 'fine' });
    assert.equal(problem.message, UNSAFE_TEXT_MESSAGE);
    assert.equal(problem.field, 'na\uFFFDme');
  });

  it('names a path or query parameter by the name it is given', () => {
    assert.deepEqual(sut('a\u0000b', 'id'), [{ field: 'id', message: UNSAFE_TEXT_MESSAGE }]);
  });

  it('names each field whose number JSON cannot hold (1e309, -1e309 parse to ±Infinity), nested or in arrays', () => {
    const body = JSON.parse('{"capacity": 1e309, "range": {"low": -1e309}, "list": [1, 1e999]}') as unknown;
    assert.deepEqual(sut(body), [
      { field: 'capacity', message: OUT_OF_RANGE_NUMBER_MESSAGE },
      { field: 'range.low', message: OUT_OF_RANGE_NUMBER_MESSAGE },
      { field: 'list.1', message: OUT_OF_RANGE_NUMBER_MESSAGE },
    ]);
    assert.deepEqual(sut(NaN, 'amount'), [{ field: 'amount', message: OUT_OF_RANGE_NUMBER_MESSAGE }]);
  });

  it('accepts the largest numbers JSON does hold, and the smallest', () => {
    assert.deepEqual(sut(JSON.parse('{"a": 1e308, "b": -1.7976931348623157e308, "c": 5e-324, "d": -0}')), []);
  });

  it('accepts ordinary text, including emoji (paired surrogates) and Kannada', () => {
    assert.deepEqual(sut({ name: 'ಕನ್ನಡ 📷', note: 'line\nbreak\ttab', n: 5, ok: true, none: null }), []);
  });

  it('stops at a depth no request needs, so 5,000 levels never reach a recursive validator', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    const problems = sut(deep);
    assert.equal(problems.length, 1);
    assert.equal(problems[0].message, TOO_DEEP_MESSAGE);
    assert.equal(problems[0].field.split('.').length, MAX_INPUT_DEPTH);
    let fine: unknown = 'leaf';
    for (let i = 0; i < 10; i++) fine = [fine];
    assert.deepEqual(sut(fine), []);
  });

  it('reports at most ten problems however many there are', () => {
    assert.equal(sut(Array.from({ length: 1000 }, () => '\u0000')).length, 10);
  });

  it('leaves class instances (a transport context) alone', () => {
    class Context {
      subject = 'a\u0000b';
    }
    assert.deepEqual(sut(new Context()), []);
  });
});

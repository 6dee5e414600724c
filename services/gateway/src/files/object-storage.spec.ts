import { describe, it } from '@jest/globals';
import { ObjectNotFoundError, StorageUnavailableError } from '@portal/platform';
import assert from 'node:assert/strict';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { rethrowAsHttpError as sut } from './object-storage';

const answerOf = (error: unknown): unknown => {
  try {
    sut(error);
  } catch (thrown) {
    return thrown;
  }
  assert.fail('expected a throw');
};

describe('rethrowAsHttpError', () => {
  it("answers a download of a file that is gone with 404 'File not found'", () => {
    const answer = answerOf(new ObjectNotFoundError('members/PHOTO0001/photo.jpg'));
    assert.ok(answer instanceof GatewayHttpError);
    assert.deepEqual(answer.body, { status: 404, code: 'NOT_FOUND', message: 'File not found' });
  });

  it('answers a storage outage with 503 so the user is told to try again', () => {
    const answer = answerOf(new StorageUnavailableError('upload', new Error('connect ECONNREFUSED')));
    assert.ok(answer instanceof GatewayHttpError);
    assert.deepEqual(answer.body, {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'File storage is unavailable, please try again',
    });
  });

  it("leaves the upload's own answers (a size limit) as they are", () => {
    const tooLarge = GatewayHttpError.validation('File is too large', [
      { field: 'photo', message: 'File is too large' },
    ]);
    assert.equal(answerOf(tooLarge), tooLarge);
  });
});

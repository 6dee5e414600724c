import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateApiFiles, ROOT } from './api-client.generator';

function committed(path: string): string | null {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    return null;
  }
}

describe('the generated web client', () => {
  it('is what the gateway describes now: the committed description and types have not drifted (npm run generate:api)', async () => {
    const files = await generateApiFiles();
    assert.ok(files.length >= 3, 'answer schemas, the description and its types are generated');
    const stale = files.filter((file) => committed(file.path) !== file.text).map((file) => file.path);
    assert.deepEqual(stale, [], 'files that differ from what npm run generate:api writes now');
  });
});

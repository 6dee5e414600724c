// Writes the API description and the web's typed client from the gateway's sources: the answer schemas
// (from the AnswerShapes types), the OpenAPI document /api/docs-json serves, and openapi-typescript's
// types the web's client is typed with. `--check` only compares them with the committed files.
// Runs after `tsc -b` (it loads the gateway's build).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(dirname(new URL(import.meta.url).pathname), '..');
const check = process.argv.includes('--check');
const generatorPath = join(root, 'services/gateway/dist/src/docs/api-client.generator.js');

const read = (path) => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return null;
  }
};

const generator = require(generatorPath);
const files = await generator.generateApiFiles();
const stale = files.filter((file) => read(file.path) !== file.text);
if (check) {
  for (const file of stale)
    console.error(`${file.path} is not what the gateway describes now: run npm run generate:api`);
  process.exit(stale.length ? 1 : 0);
}
for (const file of stale) {
  mkdirSync(dirname(join(root, file.path)), { recursive: true });
  writeFileSync(join(root, file.path), file.text);
  console.log(`wrote ${file.path}`);
}
// The served description reads the compiled answer schemas: bring the gateway's build up to date.
if (stale.some((file) => file.path === generator.ANSWER_SCHEMAS_FILE)) {
  execFileSync('npx', ['tsc', '-b', 'services/gateway'], { cwd: root, stdio: 'inherit' });
}

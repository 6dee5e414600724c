// `npm start`: install if needed, build, then run the whole portal (infra/src/runner/start-portal.ts).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, installIfMissing, rootDir } from './prepare.mjs';

installIfMissing();
await build();
const require = createRequire(import.meta.url);
await require(join(rootDir, 'infra/dist/src/runner/start-portal.js')).main(rootDir);

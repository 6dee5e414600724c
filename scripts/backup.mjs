// `npm run backup` and `npm run restore -- ARCHIVE`: build if stale, then infra/src/backup/backup-cli.ts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, installIfMissing, rootDir } from './prepare.mjs';

installIfMissing();
await build();
const require = createRequire(import.meta.url);
await require(join(rootDir, 'infra/dist/src/backup/backup-cli.js')).main(rootDir, process.argv.slice(2));

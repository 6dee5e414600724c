/** What the stand-ins' programs (`*.main.ts`) share: how they stop and how they fail. */

/** Stops the stand-in on SIGINT or SIGTERM, then exits 0 (1 when stopping failed). */
export function stopOnSignals(stop: () => Promise<void>): void {
  const shutdown = (): void => {
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** Runs a stand-in's main; a failure prints its message alone (a usage error, a port in use) and exits 1. */
export function runProgram(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';

type ConfigClass<T> = new () => T;

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => {
    const messages = Object.values(error.constraints ?? {});
    const own = messages.length > 0 ? [`${error.property}: ${messages[0]}`] : [];
    return [...own, ...flatten(error.children ?? [])];
  });
}

/**
 * Problems with an environment for a config class: one line per missing or bad
 * variable. Empty strings count as unset, so `FOO=` falls back to the default.
 */
export function configProblems<T extends object>(cls: ConfigClass<T>, env: NodeJS.ProcessEnv): string[] {
  return validateConfig(cls, env).problems;
}

function validateConfig<T extends object>(cls: ConfigClass<T>, env: NodeJS.ProcessEnv) {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const instance = plainToInstance(cls, defined, { enableImplicitConversion: true, exposeDefaultValues: true });
  const problems = flatten(validateSync(instance, { whitelist: false, forbidUnknownValues: false }));
  return { instance, problems };
}

/**
 * Reads and validates configuration once at start-up. On failure prints one
 * clear line per problem and exits, so a misconfigured service never half-starts.
 * The process environment is read here and nowhere else; `env` is for tests.
 */
export function loadConfig<T extends object>(
  cls: ConfigClass<T>,
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const { instance, problems } = validateConfig(cls, env);
  if (problems.length > 0) {
    for (const problem of problems) {
      process.stderr.write(`[${serviceName}] configuration error: ${problem}\n`);
    }
    process.exit(1);
  }
  return instance;
}

import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, ValidationError } from 'class-validator';
import { readFileSync } from 'node:fs';
import { productionSecretProblems } from './secret';

type ConfigClass<T> = new () => T;

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => {
    const messages = Object.values(error.constraints ?? {});
    const own = messages.length > 0 ? [`${error.property}: ${messages[0]}`] : [];
    return [...own, ...flatten(error.children ?? [])];
  });
}

/** The variables a config class declares (its base classes' included). */
function declaredVariables(cls: ConfigClass<object>): Set<string> {
  return new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(cls, '', true, false)
      .map((m) => m.propertyName),
  );
}

/**
 * The environment with each declared `NAME_FILE` replaced by NAME holding the file's content (trailing newlines
 * trimmed), as Docker secrets hand them in. Only declared variables, so an unrelated `*_FILE` never stops a service.
 */
function withFileVariables(cls: ConfigClass<object>, env: NodeJS.ProcessEnv) {
  const values: NodeJS.ProcessEnv = { ...env };
  const problems = new Map<string, string>();
  for (const name of declaredVariables(cls)) {
    const path = env[`${name}_FILE`];
    if (path === undefined || path === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.set(name, `${name}: is set twice; set either ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      values[name] = readFileSync(path, 'utf8').replace(/(\r?\n)+$/, '');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.set(name, `${name}: cannot read ${name}_FILE ${path} (${reason})`);
    }
  }
  return { values, problems };
}

/**
 * Problems with an environment for a config class: one line per missing or bad
 * variable. Empty strings count as unset, so `FOO=` falls back to the default.
 * `NAME_FILE` may stand for any variable; with NODE_ENV=production a secret may
 * not hold a publicly known value (see secret.ts).
 */
export function configProblems<T extends object>(cls: ConfigClass<T>, env: NodeJS.ProcessEnv): string[] {
  return validateConfig(cls, env).problems;
}

function validateConfig<T extends object>(cls: ConfigClass<T>, env: NodeJS.ProcessEnv) {
  const files = withFileVariables(cls, env);
  const defined = Object.fromEntries(Object.entries(files.values).filter(([, v]) => v !== undefined && v !== ''));
  const instance = plainToInstance(cls, defined, { enableImplicitConversion: true, exposeDefaultValues: true });
  // A variable whose file failed is named once, by that problem, not again as missing.
  const validation = flatten(validateSync(instance, { whitelist: false, forbidUnknownValues: false })).filter(
    (problem) => !files.problems.has(problem.split(':')[0]),
  );
  const problems = [...files.problems.values(), ...validation];
  if (env.NODE_ENV === 'production') {
    const named = new Set(problems.map((problem) => problem.split(':')[0]));
    problems.push(...productionSecretProblems(cls, instance).filter((problem) => !named.has(problem.split(':')[0])));
  }
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

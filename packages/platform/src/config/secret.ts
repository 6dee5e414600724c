/**
 * Values anyone can read in this repository (docker-compose.yml's fall-backs, README examples, the config
 * classes' and `npm start`'s embedded defaults) or in the S3 servers' documentation. A secret holding one of
 * them protects nothing, so production refuses it.
 */
export const KNOWN_PUBLIC_SECRET_VALUES: readonly string[] = [
  'change-me-to-a-long-random-string-of-32+chars',
  'ChangeMe!2024',
  'a long password',
  'compose-local-id-card-signing-secret',
  'local-development-id-card-signing-secret',
  'local-development-two-factor-encryption-key',
  'portal-secret',
  'portal',
  'S3RVER',
  'minioadmin',
];

export interface SecretOptions {
  /** Shortest value accepted when NODE_ENV=production (other modes keep the field's own rules). */
  minLengthInProduction?: number;
  /**
   * In production the secret must be set while `when` holds for the validated config (what it guards is on),
   * e.g. METRICS_TOKEN while METRICS_PORT is set; `reason` ends the problem's line.
   */
  requiredInProduction?: { when: (config: Record<string, unknown>) => boolean; reason: string };
}

const secretFields = new WeakMap<object, Map<string, SecretOptions>>();

/** Marks a configuration variable as a secret: in production it may not hold a public value or be too short. */
export function Secret(options: SecretOptions = {}): PropertyDecorator {
  return (prototype, property) => {
    const own = secretFields.get(prototype) ?? new Map<string, SecretOptions>();
    own.set(String(property), options);
    secretFields.set(prototype, own);
  };
}

/** The secret fields of a config class, its base classes' included. */
export function secretFieldsOf(cls: new () => object): Map<string, SecretOptions> {
  const fields = new Map<string, SecretOptions>();
  let proto = cls.prototype as object | null;
  while (proto && proto !== Object.prototype) {
    for (const [name, options] of secretFields.get(proto) ?? []) if (!fields.has(name)) fields.set(name, options);
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return fields;
}

/**
 * Problems with a validated configuration's secrets in production, one line each (`NAME: ...`). A secret left
 * unset is not one (the field's own validation decides whether it is required) unless its `requiredInProduction`
 * says so.
 */
export function productionSecretProblems(cls: new () => object, config: object): string[] {
  const values = config as Record<string, unknown>;
  return [...secretFieldsOf(cls)].flatMap(([name, options]) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') {
      const required = options.requiredInProduction;
      return required?.when(values) ? [`${name}: is required in production ${required.reason}`] : [];
    }
    if (KNOWN_PUBLIC_SECRET_VALUES.includes(value)) {
      return [`${name}: holds a publicly known default value; set a secret of your own in production`];
    }
    const min = options.minLengthInProduction;
    if (min !== undefined && value.length < min) {
      return [`${name}: must be at least ${min} characters in production`];
    }
    return [];
  });
}

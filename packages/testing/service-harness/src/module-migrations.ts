import { DynamicModule } from '@nestjs/common';
import { MigratingDataSource, PlatformModuleOptions, typeOrmOptions } from '@portal/platform';
import { DataSource } from 'typeorm';
import { migrationsHash, TemplateRecipe } from '@portal/testing';

type ModuleLike = DynamicModule | { forwardRef?: unknown } | undefined;
type SchemaOptions = Pick<PlatformModuleOptions, 'entities' | 'migrations'>;

/**
 * The database options a service's root module hands PlatformModule.forService (entities and migrations), found
 * in the module tree its `register` builds, without starting it: the exact list the service runs at start.
 */
export function platformOptionsOf(module: ModuleLike, seen = new Set<unknown>()): SchemaOptions | undefined {
  if (!module || typeof module !== 'object' || seen.has(module)) return undefined;
  seen.add(module);
  const dynamic = module as DynamicModule;
  for (const provider of dynamic.providers ?? []) {
    const { provide, useValue } = provider as { provide?: unknown; useValue?: Partial<PlatformModuleOptions> };
    if (String(provide) === 'Symbol(PLATFORM_OPTIONS)' && Array.isArray(useValue?.migrations)) {
      return useValue as SchemaOptions;
    }
  }
  for (const imported of dynamic.imports ?? []) {
    const found = platformOptionsOf(imported as ModuleLike, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * The migrated template of a service's database (migrated-templates.ts), made as the service opens its database:
 * typeOrmOptions with the platform's migrations first, run at initialize() under the migration lock.
 */
export function serviceTemplateRecipe(service: string, schema: SchemaOptions, locked = true): TemplateRecipe {
  const all = typeOrmOptions('postgres://template', schema.entities, schema.migrations).migrations as Array<
    new () => unknown
  >;
  return {
    key: `${service}_${migrationsHash(all)}`,
    migrate: async (databaseUrl) => {
      const options = typeOrmOptions(databaseUrl, schema.entities, schema.migrations);
      const dataSource = locked ? new MigratingDataSource(options) : new DataSource(options);
      await dataSource.initialize();
      await dataSource.destroy();
    },
  };
}

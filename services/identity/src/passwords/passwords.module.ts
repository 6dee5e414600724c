import { DynamicModule, Global, Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { IdentityConfig } from '../config';
import { Argon2Process } from './argon2-process';
import { defaultHashConcurrency, PasswordHasher } from './password-hasher';

/** Ends the hashing process with the service. */
class HashingProcessCloser implements OnModuleDestroy {
  constructor(@Inject(Argon2Process) private readonly process: Argon2Process) {}

  onModuleDestroy(): void {
    this.process.close();
  }
}

/** One hasher (one hashing process, one decoy hash) for admins and members. */
@Global()
@Module({})
export class PasswordsModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: PasswordsModule,
      providers: [
        { provide: Argon2Process, useFactory: () => new Argon2Process(config.PASSWORD_HASH_NICE) },
        {
          provide: PasswordHasher,
          inject: [Argon2Process],
          useFactory: (argon: Argon2Process) => new PasswordHasher(defaultHashConcurrency(), argon),
        },
        HashingProcessCloser,
      ],
      exports: [PasswordHasher],
    };
  }
}

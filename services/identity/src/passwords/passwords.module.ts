import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';

/** One hasher (and one decoy hash) for admins and members. */
@Module({ providers: [PasswordHasher], exports: [PasswordHasher] })
export class PasswordsModule {}

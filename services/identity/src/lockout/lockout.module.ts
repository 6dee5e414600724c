import { Module } from '@nestjs/common';
import { LoginLockoutRepository } from './login-lockout.repository';

/** The lockout state of admin accounts and member credentials. */
@Module({ providers: [LoginLockoutRepository], exports: [LoginLockoutRepository] })
export class LockoutModule {}

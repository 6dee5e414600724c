import { DynamicModule, Module } from '@nestjs/common';
import { MemberDataModule } from './member-data/member-data.module';
import { JsonLogger, PlatformModule } from '@portal/platform';
import { AdminAccountsModule } from './admin-accounts/admin-accounts.module';
import { AdminsModule } from './admins/admins.module';
import { UserEntity } from './admins/user.entity';
import { IdentityConfig } from './config';
import { MemberAccountsModule } from './member-accounts/member-accounts.module';
import { MemberCredentialEntity } from './member-accounts/member-credential.entity';
import { PasswordTokenEntity } from './member-accounts/password-token.entity';
import { CreateUsers1763700001000 } from './migrations/1763700001000-CreateUsers';
import { AddLoginLockout1763700003000 } from './migrations/1763700003000-AddLoginLockout';
import { CreateMemberCredentials1763700003100 } from './migrations/1763700003100-CreateMemberCredentials';
import { DropLoginLockout1763700015000 } from './migrations/1763700015000-DropLoginLockout';
import { ConstrainAdminRoles1764300000000 } from './migrations/1764300000000-ConstrainAdminRoles';
import { InviteAdmins1764310000000 } from './migrations/1764310000000-InviteAdmins';
import { AdminTwoFactor1764320000000 } from './migrations/1764320000000-AdminTwoFactor';
import { MemberLanguage1764700320000 } from './migrations/1764700320000-MemberLanguage';
import { AdminLanguage1764800310000 } from './migrations/1764800310000-AdminLanguage';
import { PasswordsModule } from './passwords/passwords.module';

@Module({})
export class IdentityAppModule {
  static register(config: IdentityConfig, logger: JsonLogger): DynamicModule {
    return {
      module: IdentityAppModule,
      imports: [
        MemberDataModule,
        PlatformModule.forService({
          service: 'identity',
          config,
          logger,
          entities: [UserEntity, MemberCredentialEntity, PasswordTokenEntity],
          migrations: [
            CreateUsers1763700001000,
            AddLoginLockout1763700003000,
            CreateMemberCredentials1763700003100,
            DropLoginLockout1763700015000,
            ConstrainAdminRoles1764300000000,
            InviteAdmins1764310000000,
            AdminTwoFactor1764320000000,
            MemberLanguage1764700320000,
            AdminLanguage1764800310000,
          ],
        }),
        PasswordsModule.register(config),
        AdminsModule.register(config),
        AdminAccountsModule,
        MemberAccountsModule,
      ],
    };
  }
}

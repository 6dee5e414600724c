import { AdminDto } from '@portal/contracts';
import { UserEntity } from './user.entity';

export function toAdminDto(user: UserEntity): AdminDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

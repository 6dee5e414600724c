import { IsEmail, IsString, MinLength } from 'class-validator';

/** Body of POST /api/auth/admin/login; messages are the spec's (part 1 §5). */
export class AdminLoginRequest {
  @IsEmail({}, { message: 'Valid email is required' })
  email!: string;

  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  password!: string;
}

export interface AdminDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: string;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminLoginAnswer {
  admin: AdminDto;
}

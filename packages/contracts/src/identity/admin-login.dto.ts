import { IsEmail, IsString, MinLength } from 'class-validator';
import type { AdminLoginFields } from '../shapes/auth.shapes';

export type { AdminDto, AdminLoginAnswer } from '../shapes/auth.shapes';

/** Body of POST /api/auth/admin/login; messages are the spec's (part 1 §5). */
export class AdminLoginRequest implements AdminLoginFields {
  @IsEmail({}, { message: 'Valid email is required' })
  email!: string;

  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  password!: string;
}

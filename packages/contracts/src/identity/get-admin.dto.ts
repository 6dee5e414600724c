import { IsUUID } from 'class-validator';
import { AdminDto } from './admin-login.dto';

export class GetAdminRequest {
  @IsUUID()
  id!: string;
}

/** `null` when the admin no longer exists or was deactivated. */
export type GetAdminAnswer = AdminDto | null;

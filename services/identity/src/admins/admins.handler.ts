import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminLoginAnswer,
  AdminLoginRequest,
  GetAdminAnswer,
  GetAdminRequest,
  IdentitySubjects,
} from '@portal/contracts';
import { AdminsService } from './admins.service';

@Controller()
export class AdminsHandler {
  constructor(private readonly admins: AdminsService) {}

  @MessagePattern(IdentitySubjects.AdminLogin)
  async login(@Payload() body: AdminLoginRequest): Promise<AdminLoginAnswer> {
    return { admin: await this.admins.login(body.email, body.password) };
  }

  @MessagePattern(IdentitySubjects.GetAdmin)
  get(@Payload() body: GetAdminRequest): Promise<GetAdminAnswer> {
    return this.admins.get(body.id);
  }
}

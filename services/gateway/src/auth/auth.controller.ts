import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminDto, AdminLoginRequest, IdentitySubjects } from '@portal/contracts';
import type { Request, Response } from 'express';
import { correlationIdOf } from '../http/correlation-id.middleware';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { destroySession, establishSession, SESSION_COOKIE } from '../session/session.setup';
import { Access } from './access.decorator';
import { loadMemberUser, MemberUser } from './member-profile';

type AdminUser = AdminDto & { userType: 'admin' };
type CurrentUser = AdminUser | MemberUser;

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly services: RpcClient) {}

  @Post('auth/admin/login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('login')
  @ApiOperation({ summary: 'Admin login with e-mail and password; starts a new session' })
  async adminLogin(@Body() body: AdminLoginRequest, @Req() req: Request): Promise<{ admin: AdminUser }> {
    const { admin } = await this.services.rpc(IdentitySubjects.AdminLogin, body, { correlationId: correlationIdOf(req) });
    await establishSession(req, { id: admin.id, userType: 'admin' });
    return { admin: { ...admin, userType: 'admin' } };
  }

  @Get('auth/user')
  @Access('public')
  @ApiOperation({ summary: 'The logged-in user with userType, or an empty answer when logged out' })
  @ApiOkResponse({ description: 'User object, or empty body' })
  async currentUser(@Req() req: Request): Promise<CurrentUser | null> {
    const user = req.session?.user;
    if (!user) return null;
    if (user.userType === 'admin') {
      const admin = await this.services.rpc(IdentitySubjects.GetAdmin, { id: user.id }, { correlationId: correlationIdOf(req) });
      if (admin) return { ...admin, userType: 'admin' };
    }
    if (user.userType === 'member') {
      const member = await loadMemberUser(this.services, user.id, correlationIdOf(req));
      if (member) return member;
    }
    // The account is gone, deactivated or suspended: the session must not outlive it.
    await destroySession(req);
    return null;
  }

  @Get('logout')
  @Access('public')
  @ApiOperation({ summary: 'Ends the session and redirects to /' })
  async logoutAndRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE);
    res.redirect(302, '/');
  }

  @Post('auth/logout')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Ends the session' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true }> {
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE);
    return { success: true };
  }
}

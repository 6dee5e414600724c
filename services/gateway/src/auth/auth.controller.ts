import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminLoginRequest,
  AdminTwoFactorRequiredAnswer,
  AdminUserAnswer,
  CurrentUserAnswer,
  IdentitySubjects,
  type Language,
  type SessionEndReason,
  SessionEndReasons,
} from '@portal/contracts';
import type { Request, Response } from 'express';
import { ApiDtoBody } from '../docs/api-body.decorators';
import { SessionAudit } from '../audit/session-audit';
import { RpcClient } from '../rpc/rpc-client.service';
import { SESSION_END_HEADER } from '../session/session-lifetime';
import { destroySession, SESSION_COOKIE } from '../session/session.setup';
import { Access } from './access.decorator';
import { AdminLoginGuard } from './login.guard';
import { awaitsTwoFactor } from './two-factor-pending';
import { currentSessionMember } from './member-profile';
import { SignedIn } from './signed-in.decorator';
import { ApiAnswer, ApiNullableAnswer } from '../docs/api-answer.decorators';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly services: RpcClient,
    private readonly sessionAudit: SessionAudit,
  ) {}

  @Post('auth/admin/login')
  @HttpCode(200)
  @Access('public')
  @UseGuards(AdminLoginGuard)
  @ApiDtoBody(AdminLoginRequest)
  @ApiOperation({
    summary:
      'Admin login with e-mail and password; starts a new session. For an account with two-factor sign-in the right password answers `{ twoFactorRequired: true }` instead and signs nobody in: POST /api/auth/admin/login/two-factor with the code follows within 5 minutes',
  })
  @ApiAnswer('AdminSignInAnswer')
  adminLogin(
    @SignedIn() admin: AdminUserAnswer | undefined,
    @Req() req: Request,
  ): { admin: AdminUserAnswer } | AdminTwoFactorRequiredAnswer {
    if (!admin && awaitsTwoFactor(req)) return { twoFactorRequired: true };
    return { admin: admin! };
  }

  @Get('auth/user')
  @Access('public')
  @ApiOperation({ summary: 'The logged-in user with userType, or an empty answer when logged out' })
  @ApiOkResponse({
    description: `User object, or empty body; with ${SESSION_END_HEADER}: why, when the session just ended (${SessionEndReasons.join(', ')})`,
  })
  @ApiNullableAnswer('CurrentUserAnswer')
  async currentUser(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CurrentUserAnswer | null> {
    const user = req.user;
    if (!user) {
      if (req.sessionEnded) res.setHeader(SESSION_END_HEADER, req.sessionEnded);
      return null;
    }
    if (user.userType === 'admin') {
      const admin = await this.services.rpc(IdentitySubjects.GetAdmin, { id: user.id });
      if (admin) {
        rememberLanguage(req, admin.language);
        return { ...admin, userType: 'admin' };
      }
    }
    if (user.userType === 'member') {
      const member = await currentSessionMember(this.services, user.id);
      if (member) {
        rememberLanguage(req, member.language);
        return { ...member, lastLoginAt: req.session.previousLoginAt ?? null };
      }
    }
    // The account is gone, deactivated or suspended: the session must not outlive it, and the login page says why.
    await destroySession(req);
    res.setHeader(SESSION_END_HEADER, 'account-closed' satisfies SessionEndReason);
    return null;
  }

  @Get('logout')
  @Access('public')
  @ApiOperation({ summary: 'Ends the session and redirects to /; a link from another site only redirects' })
  async logoutAndRedirect(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.sessionAudit.signedOut(req);
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE);
    res.redirect(302, '/');
  }

  @Post('auth/logout')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Ends the session' })
  @ApiAnswer('SuccessAnswer')
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true }> {
    await this.sessionAudit.signedOut(req);
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE);
    return { success: true };
  }
}

/** The account's language, kept in the session when it changed elsewhere (another device saved another). */
function rememberLanguage(req: Request, language: Language | undefined): void {
  const saved = language ?? 'en';
  if (req.session.language !== saved) req.session.language = saved;
}

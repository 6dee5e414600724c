import { CanActivate, ExecutionContext, Injectable, mixin, Optional, Type } from '@nestjs/common';
import { AuthGuard, AuthModuleOptions } from '@nestjs/passport';
import {
  AdminLoginRequest,
  AdminUserAnswer,
  CommonErrorCode,
  IdentitySubjects,
  MemberLoginRequest,
  MemberUserAnswer,
} from '@portal/contracts';
import type { Request, Response } from 'express';
import { JsonLogger } from '@portal/platform';
import { createHttpValidationPipe } from '../http/http-validation.pipe';
import { clientKey } from '../rate-limit/client-key';
import { KnownDevices } from '../rate-limit/known-devices';
import { LoginKind, LoginThrottle } from '../rate-limit/login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { ADMIN_LOCAL } from './admin-local.strategy';
import { accountsOf, typedAdminAccount, typedMemberAccount } from './login-accounts';
import { MEMBER_LOCAL } from './member-local.strategy';

const credentialsCheck = createHttpValidationPipe();

interface LoginRoute {
  strategy: string;
  credentials: Type<object>;
  kind: LoginKind;
  /** The account as typed in the checked body. */
  typedAccount(body: object): string;
}

/**
 * Sign-in through a passport local strategy, in the order the login routes
 * promise. Guards run before pipes, so the guard checks the body itself first
 * (400 with field errors, as the validation pipe answers, before any service is
 * asked); then the sign-in throttle admits the attempt or answers 429; then the
 * strategy asks the services (their refusals pass through unchanged, a wrong
 * password counted by the throttle); then `req.logIn` regenerates the session id
 * before it stores the user, so a session planted before login is worthless;
 * last the device is remembered as one that signed in to this account, and an admin signing in from a device
 * not known for the account is told by e-mail.
 */
function localLoginGuard(route: LoginRoute): Type<CanActivate> {
  @Injectable()
  class LocalLoginGuard extends AuthGuard(route.strategy) {
    constructor(
      private readonly throttle: LoginThrottle,
      private readonly devices: KnownDevices,
      private readonly services: RpcClient,
      private readonly logger: JsonLogger,
      @Optional() options?: AuthModuleOptions,
    ) {
      super(options);
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      req.body = (await credentialsCheck.transform(req.body, { type: 'body', metatype: route.credentials })) as object;
      const account = route.typedAccount(req.body as object);
      const device = this.devices.presented(req);
      const knownDevice = device !== null && (await this.devices.knows(device, account)) ? device : undefined;
      // req.ip honours TRUST_PROXY (express 'trust proxy'), so behind a proxy this is the real client.
      await this.throttle.run({ kind: route.kind, account, client: clientKey(req.ip), knownDevice }, async () => {
        await super.canActivate(context);
      });
      await super.logIn(req);
      // The profile page's "Last login": the sign-in before this one, kept for the session.
      const user = req.user as SignedInUser;
      if (user.userType === 'member' && req.session) req.session.previousLoginAt = user.lastLoginAt ?? null;
      await this.devices.remember(req, http.getResponse<Response>(), accountsOf(req.user as SignedInUser));
      if (user.userType === 'admin' && !knownDevice) await this.announceNewDevice(user.id, req);
      return true;
    }

    /** An admin signed in from a device not known for the account: they are told by e-mail (issue 27). */
    private async announceNewDevice(adminId: string, req: Request): Promise<void> {
      try {
        await this.services.rpc(IdentitySubjects.AdminNewDeviceSignIn, {
          adminId,
          ipAddress: req.ip?.slice(0, 100) ?? null,
          userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        });
      } catch (error) {
        // The sign-in itself succeeded; only its notice is missing.
        this.logger.event('warn', 'new-device sign-in not announced', { error: (error as Error).message });
      }
    }

    override handleRequest<TUser>(error: Error | null, user: TUser | false | null): TUser {
      if (error) throw error;
      // passport-local refuses by itself only when a field is missing, which the body check has already answered.
      if (!user) throw new GatewayHttpError(CommonErrorCode.Unauthenticated, 'Please log in to continue');
      return user;
    }
  }
  return mixin(LocalLoginGuard);
}

type SignedInUser = AdminUserAnswer | MemberUserAnswer;

export const AdminLoginGuard = localLoginGuard({
  strategy: ADMIN_LOCAL,
  credentials: AdminLoginRequest,
  kind: 'admin',
  typedAccount: (body) => typedAdminAccount((body as AdminLoginRequest).email),
});

export const MemberLoginGuard = localLoginGuard({
  strategy: MEMBER_LOCAL,
  credentials: MemberLoginRequest,
  kind: 'member',
  typedAccount: (body) => typedMemberAccount((body as MemberLoginRequest).identifier),
});

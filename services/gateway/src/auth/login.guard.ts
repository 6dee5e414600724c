import { CanActivate, ExecutionContext, Injectable, mixin, Optional, Type } from '@nestjs/common';
import { AuthGuard, AuthModuleOptions } from '@nestjs/passport';
import { AdminLoginRequest, CommonErrorCode, MemberLoginRequest } from '@portal/contracts';
import type { Request, Response } from 'express';
import type { SignInMethod } from '../audit/session-audit';
import { createHttpValidationPipe } from '../http/http-validation.pipe';
import { clientKey } from '../rate-limit/client-key';
import { LoginKind, LoginThrottle } from '../rate-limit/login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { ADMIN_LOCAL, isTwoFactorChallenge, TwoFactorChallenge } from './admin-local.strategy';
import { typedAdminAccount, typedMemberAccount } from './login-accounts';
import { SignedInUser, SignInCompletion } from './sign-in-completion';
import { startTwoFactorStep } from './two-factor-pending';
import { MEMBER_LOCAL } from './member-local.strategy';
import { TrustedDevices } from './trusted-devices';

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
 * password counted by the throttle); then the sign-in completes (sign-in-completion.ts: a new session id,
 * the known device, the new-device notice). An admin account with two-factor sign-in is not signed in by its
 * password: the session remembers for five minutes who passed it (two-factor-pending.ts) and
 * POST /auth/admin/login/two-factor completes the sign-in with the code; unless the password came from a device
 * the admin trusted at an earlier code step (trusted-devices.ts), which signs in with the password alone.
 */
function localLoginGuard(route: LoginRoute): Type<CanActivate> {
  @Injectable()
  class LocalLoginGuard extends AuthGuard(route.strategy) {
    constructor(
      private readonly throttle: LoginThrottle,
      private readonly completion: SignInCompletion,
      private readonly trusted: TrustedDevices,
      @Optional() options?: AuthModuleOptions,
    ) {
      super(options);
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      req.body = (await credentialsCheck.transform(req.body, { type: 'body', metatype: route.credentials })) as object;
      const account = route.typedAccount(req.body as object);
      const knownDevice = await this.completion.knownDevice(req, account);
      // req.ip honours TRUST_PROXY (express 'trust proxy'), so behind a proxy this is the real client.
      let method: SignInMethod = 'password';
      const user = await this.throttle.run(
        { kind: route.kind, account, client: clientKey(req.ip), knownDevice },
        async () => {
          await super.canActivate(context);
          const answer = req.user as SignedInUser | TwoFactorChallenge;
          if (!isTwoFactorChallenge(answer)) return answer;
          // From a device the admin trusted at an earlier code step, the right password is enough.
          const trusted = await this.trusted.signIn(req, answer.adminId);
          if (trusted === null) return answer;
          method = 'trusted-device';
          return trusted;
        },
        undefined,
        (answer) => !isTwoFactorChallenge(answer),
      );
      if (isTwoFactorChallenge(user)) {
        // The right password of an account with two-factor sign-in: nobody is signed in until the code comes.
        req.user = undefined;
        await startTwoFactorStep(req, user.adminId, account);
        return true;
      }
      await this.completion.complete(req, http.getResponse<Response>(), user, knownDevice, method);
      return true;
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

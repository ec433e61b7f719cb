import type { FastifyInstance } from 'fastify';
import { confirmRoute } from './confirmRoute.ts';
import { forgotPasswordRoute } from './forgotPasswordRoute.ts';
import { loginRoute } from './loginRoute.ts';
import { resendConfirmRoute } from './resendConfirmRoute.ts';
import { resetPasswordRoute } from './resetPasswordRoute.ts';
import { signupRoute } from './signupRoute.ts';

/** Sign-up, confirmation, login and password reset (registered under /public); no session needed. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  for (const route of [
    signupRoute,
    confirmRoute,
    resendConfirmRoute,
    loginRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
  ]) {
    await route(app);
  }
}

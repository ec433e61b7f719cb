import type { FastifyInstance } from 'fastify';
import { confirmRoute } from './confirmRoute.ts';
import { forgotPasswordRoute } from './forgotPasswordRoute.ts';
import { loginRoute } from './loginRoute.ts';
import { resendConfirmRoute } from './resendConfirmRoute.ts';
import { resetPasswordRoute } from './resetPasswordRoute.ts';
import { signupRoute } from './signupRoute.ts';
import { temporaryAnswersRoute } from '../prefillLinks/temporaryAnswersRoute.ts';

/** /public/*: account flows and prefill links; no session needed. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  for (const route of [
    signupRoute,
    confirmRoute,
    resendConfirmRoute,
    loginRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    temporaryAnswersRoute,
  ]) {
    await route(app);
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deviceCookie, signupCookie, trustedDeviceLifetimeMs } from './accountCookies.ts';
import { randomToken, sha256 } from './secretTokens.ts';
import { trustedDeviceRepository } from './trustedDeviceRepository.ts';

/** A browser that has logged in to the account before (it carries a device cookie of the account). */
export interface TrustedDevice {
  /** Its rate-limit subject: its own allowance of wrong passwords. */
  id: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountTrust: {
      /** The device cookie of this request that belongs to `username`, if it carries a live one. */
      trustedDevice(request: FastifyRequest, username: string): Promise<TrustedDevice | undefined>;
      /**
       * Trusts this browser for the user from now on: a new device token
       * (replacing `replaced`, the one it presented) in its device cookie.
       */
      trustBrowser(
        request: FastifyRequest,
        reply: FastifyReply,
        userId: string,
        replaced?: TrustedDevice,
      ): Promise<void>;
      /** The SHA-256 of the request's sign-up token, if it carries a well-formed one. */
      signupTokenHash(request: FastifyRequest): string | null;
      /** Gives this browser a new sign-up token and returns it (its hash binds a pending sign-up to the browser). */
      issueSignupToken(reply: FastifyReply): string;
      clearSignupToken(reply: FastifyReply): void;
    };
  }
}

/**
 * Device and sign-up cookies: what lets the owner's browser keep its own
 * allowance when a stranger uses up an account's (docs/security.md), and
 * what ties a pending password to the browser that chose it.
 */
export const accountTrustPlugin = fp(
  async (app: FastifyInstance) => {
    const secure = app.serverConfig.cookieSecure;
    const deviceName = deviceCookie.name(secure);
    const signupName = signupCookie.name(secure);
    app.decorate('accountTrust', {
      async trustedDevice(request: FastifyRequest, username: string) {
        const tokens = deviceCookie.tokens(request.cookies[deviceName]);
        if (tokens.length === 0) return undefined;
        const row = await trustedDeviceRepository.findForAccount(
          app.db,
          username,
          tokens.map((token) => sha256(token)),
          app.clock.now(),
        );
        return row ? { id: row.id, tokenHash: row.token_hash } : undefined;
      },
      async trustBrowser(request: FastifyRequest, reply: FastifyReply, userId: string, replaced?: TrustedDevice) {
        const now = app.clock.now();
        const token = randomToken();
        await trustedDeviceRepository.create(
          app.db,
          userId,
          sha256(token),
          now,
          new Date(now.getTime() + trustedDeviceLifetimeMs),
        );
        if (replaced) await trustedDeviceRepository.deleteByTokenHash(app.db, replaced.tokenHash);
        const others = deviceCookie
          .tokens(request.cookies[deviceName])
          .filter((other) => !replaced || sha256(other) !== replaced.tokenHash);
        reply.setCookie(deviceName, deviceCookie.value(token, others), deviceCookie.attributes(secure));
      },
      signupTokenHash(request: FastifyRequest) {
        const token = signupCookie.token(request.cookies[signupName]);
        return token ? sha256(token) : null;
      },
      issueSignupToken(reply: FastifyReply) {
        const token = randomToken();
        reply.setCookie(signupName, token, signupCookie.attributes(secure));
        return token;
      },
      clearSignupToken(reply: FastifyReply) {
        reply.clearCookie(signupName, signupCookie.attributes(secure));
      },
    });
  },
  { name: 'account-trust', dependencies: ['core', 'sessions'] },
);

import type { FastifyReply } from 'fastify';
import { sessionAbsoluteMs } from './sessionPolicy.ts';

export interface SessionCookieSettings {
  secure: boolean;
  /** tenant.json identityProviderCookiePrefix */
  markerPrefix: string;
}

/**
 * The HttpOnly session cookie. With `Secure`, the `__Host-` prefix also pins
 * it to our host and path (no Domain attribute can widen it).
 */
export function sessionCookieName(settings: SessionCookieSettings): string {
  return settings.secure ? '__Host-admissions-session' : 'admissions-session';
}

/** The JS-readable marker that tells the SPA a session exists (no secret in it). */
export function markerCookieName(settings: SessionCookieSettings): string {
  return `${settings.markerPrefix}.session`;
}

export function setSessionCookies(reply: FastifyReply, settings: SessionCookieSettings, sessionId: string): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: settings.secure, maxAge: sessionAbsoluteMs / 1000 };
  reply.setCookie(sessionCookieName(settings), sessionId, { ...common, httpOnly: true });
  reply.setCookie(markerCookieName(settings), '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, settings: SessionCookieSettings): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: settings.secure };
  reply.clearCookie(sessionCookieName(settings), { ...common, httpOnly: true });
  reply.clearCookie(markerCookieName(settings), { ...common, httpOnly: false });
}

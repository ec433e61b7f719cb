import type { FastifyInstance } from 'fastify';
import { keepAliveRoute } from './keepAliveRoute.ts';
import { logoutRoute } from './logoutRoute.ts';

/** Logout and keep-alive (registered under /api). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  await logoutRoute(app);
  await keepAliveRoute(app);
}

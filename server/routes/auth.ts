import {
  LOGIN_ATTEMPTS_PER_WINDOW,
  LOGIN_DELAY_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_BEFORE_DELAY,
  LOGIN_WINDOW_MS,
} from '../../common/limits';
import { loginBody, sessionSchema } from '../../common/schemas/auth';
import { verifyPassword } from '../auth/passwords';
import { SESSION_COOKIE } from '../auth/sessions';
import type { App, Deps } from '../deps';
import { HttpError, unauthorized } from '../lib/errors';
import { overHttps } from '../lib/https';

const LIMIT = { max: LOGIN_ATTEMPTS_PER_WINDOW, windowMs: LOGIN_WINDOW_MS };
const ALL_FAILURES = 'login-failures';

export function authRoutes(app: App, deps: Deps) {
  const { sessions, limiter, dashboardPasswordHash } = deps;
  const cookieOptions = (secure: boolean) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
  });

  app.post(
    '/api/auth/login',
    { schema: { body: loginBody, response: { 200: sessionSchema } } },
    async (req, reply) => {
      // The attempt is counted before the (slow) check; a right password gives it back.
      const giveBack = await limiter.take([{ keys: [`login:${req.ip}`], limit: LIMIT }]);
      // Many addresses together: past a ceiling of failures every login waits, none is refused.
      if ((await limiter.failures(ALL_FAILURES, LOGIN_FAILURE_WINDOW_MS)) >= LOGIN_FAILURES_BEFORE_DELAY) {
        await deps.wait(LOGIN_DELAY_MS);
      }
      if (!(await verifyPassword(dashboardPasswordHash, req.body.password))) {
        await limiter.recordFailure(ALL_FAILURES, LOGIN_FAILURE_WINDOW_MS);
        throw new HttpError(401, 'invalid_password', 'Invalid password');
      }
      await giveBack();
      const { secret, info } = await sessions.create();
      // No Max-Age: the cookie lasts for the browser session (SPEC §2); the server ends idle ones too.
      reply.setCookie(SESSION_COOKIE, secret, cookieOptions(overHttps(req, deps.config.publicUrl)));
      return { authenticated: true as const, expiresAt: info.expiresAt.toISOString() };
    },
  );

  app.post('/api/auth/logout', async (req, reply) => {
    await sessions.destroy(req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(overHttps(req, deps.config.publicUrl)));
    return reply.status(204).send();
  });

  app.get('/api/auth/session', { schema: { response: { 200: sessionSchema } } }, async (req) => {
    if (!req.session) throw unauthorized();
    return { authenticated: true as const, expiresAt: req.session.expiresAt.toISOString() };
  });
}

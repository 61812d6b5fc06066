import { adminSessionDto, adminUserDto, authConfigDto, emptyData, loginAnswerDto, loginRequestSchema, translateMessage } from '@riviera/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { requestLanguage } from '../../lib/request-language.js';
import { EVERY_ROLE } from '../../plugins/admin-access.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { DEMO_ADMIN } from './admin-bootstrap.js';
import { LoginLockedError, authService } from './auth.service.js';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_COOKIE_PATH, KNOWN_DEVICE_TTL_MS } from './known-devices.js';
import { SESSION_COOKIE } from './session-token.js';
import { sessionService } from './session.service.js';

const loginBody = withExample(loginRequestSchema, { username: 'admin', password: 'riviera-demo' });

const tags = ['auth'];

type AuthService = ReturnType<typeof authService>;
type SessionService = ReturnType<typeof sessionService>;

/**
 * Back-office sign-in. The session lives in an HttpOnly, SameSite=Strict cookie (Secure behind
 * HTTPS) holding a random token whose hash is stored server-side; the cookie carries no expiry of
 * its own because the server decides (12 hours from last use, 24 hours from sign-in at most).
 */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, config } = fastify.deps;
  const sessions = sessionService(db);
  const auth = authService(db, sessions);
  registerSignInRoutes(fastify, auth, sessions, config);
  registerSessionRoutes(fastify, sessions, config);
}

/** Signing in (with the lock after failures) and signing out: the routes that set or clear the cookies. */
function registerSignInRoutes(
  fastify: FastifyInstance,
  auth: AuthService,
  sessions: SessionService,
  config: AppConfig,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: config.secureCookies });

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'signInAdmin',
        tags,
        description:
          'Sets the HttpOnly session cookie. A wrong username or password is a 401; a username locked after failed ' +
          'attempts is a 429 with Retry-After.',
        body: loginBody,
        response: { 200: envelope(loginAnswerDto), ...failures(401) },
      },
      // Beyond the per-username locks: one address cannot spray many usernames quickly either.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      try {
        const { token, admin, deviceToken } = await auth.login({
          username: req.body.username,
          password: req.body.password,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
          deviceToken: req.cookies[KNOWN_DEVICE_COOKIE],
        });
        void reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: config.secureCookies });
        // Lets this browser sign in while the username is locked by failures from elsewhere (decision 011).
        void reply.setCookie(KNOWN_DEVICE_COOKIE, deviceToken, {
          path: KNOWN_DEVICE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: config.secureCookies,
          maxAge: Math.floor(KNOWN_DEVICE_TTL_MS / 1000),
        });
        return ok({ user: admin });
      } catch (err) {
        if (!(err instanceof LoginLockedError)) throw err;
        const minutes = Math.max(1, Math.ceil(err.retryAfterSeconds / 60));
        const message = translateMessage('error.login_locked', requestLanguage(req)).replace('{minutes}', String(minutes));
        throw new AppError(429, message, undefined, { 'Retry-After': String(err.retryAfterSeconds) });
      }
    },
  );

  app.post(
    '/auth/logout',
    { schema: { operationId: 'signOutAdmin', tags, description: 'Ends the session; signing out twice is harmless.', response: { 200: envelope(emptyData) } } },
    async (req, reply) => {
      const admin = await sessions.authenticate(req);
      await auth.logout(req.cookies[SESSION_COOKIE], admin);
      clearCookie(reply);
      return ok(null);
    },
  );
}

/** Who is signed in (401-answering and null-answering forms) and what the sign-in page may know. */
function registerSessionRoutes(fastify: FastifyInstance, sessions: SessionService, config: AppConfig): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/auth/me',
    { schema: { operationId: 'adminGetCurrentUser', tags, response: { 200: envelope(adminUserDto) } }, config: { access: 'admin', roles: EVERY_ROLE } },
    async (req) => ok(requireAdmin(req)),
  );

  // The sign-in page and the shell ask this on every load: a signed-out visitor is an ordinary
  // answer (null), not a 401 that the browser would log as an error in the console.
  app.get(
    '/auth/session',
    {
      schema: {
        operationId: 'adminGetSession',
        tags,
        description: 'Who is signed in, or null without a valid session (never a 401). GET /auth/me is the 401-answering form.',
        response: { 200: envelope(adminSessionDto) },
      },
    },
    async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await sessions.authenticate(req));
    },
  );

  /** What the login page may know: whether this is a demo, and only then the demo account. */
  app.get(
    '/auth/config',
    {
      schema: { operationId: 'getSignInConfig', tags, response: { 200: envelope(authConfigDto) } },
    },
    async () => ok({ demo_mode: config.demoMode, demo_credentials: config.demoMode ? { ...DEMO_ADMIN } : null }),
  );
}

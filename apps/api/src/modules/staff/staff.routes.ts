import {
  changeOwnPasswordSchema,
  createStaffUserSchema,
  emptyData,
  resetStaffPasswordSchema,
  staffUserDto,
  staffUserListDto,
  updateStaffUserSchema,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { EVERY_ROLE } from '../../plugins/admin-access.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { SESSION_COOKIE, hashSessionToken } from '../auth/session-token.js';
import { staffService } from './staff.service.js';

const createBody = withExample(createStaffUserSchema, { username: 'ayse.operasyon', password: 'uzun-bir-sifre', role: 'operations' });
const updateBody = withExample(updateStaffUserSchema, { is_active: false });
const resetBody = withExample(resetStaffPasswordSchema, { password: 'yeni-uzun-sifre' });
const ownPasswordBody = withExample(changeOwnPasswordSchema, { current_password: 'eski-sifre', new_password: 'yeni-uzun-sifre' });

const tags = ['admin-users'];
const access = { access: 'admin' as const };

type StaffService = ReturnType<typeof staffService>;

/**
 * Staff accounts (Yönetici only: routes here name no other role) and changing one's own password
 * (every role). Every change is audited.
 */
export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, dialect } = fastify.deps;
  const service = staffService(db, dialect);
  registerStaffAccountRoutes(fastify, service);
  registerStaffPasswordRoutes(fastify, service);
  registerOwnPasswordRoute(fastify, service);
}

/** The accounts themselves: the list, a new one, its role and whether it is active. */
function registerStaffAccountRoutes(fastify: FastifyInstance, service: StaffService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/users',
    { config: access, schema: { operationId: 'adminListUsers', tags, response: { 200: envelope(staffUserListDto) } } },
    async () => ok(await service.list()),
  );

  app.post(
    '/admin/users',
    {
      config: access,
      schema: {
        operationId: 'adminCreateUser',
        tags,
        description: "role: 'admin' (Yönetici) or 'operations' (Operasyon); a taken username is a 409.",
        body: createBody,
        response: { 200: envelope(staffUserDto), ...failures(409) },
      },
    },
    async (req) => ok(await service.create(requireAdmin(req), req.body), 'Kullanıcı oluşturuldu'),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: access,
      schema: {
        operationId: 'adminUpdateUser',
        tags,
        description: 'Changes the role or disables/enables the account; either ends its sessions. The last active Yönetici is a 409.',
        params: idParams,
        body: updateBody,
        response: { 200: envelope(staffUserDto), ...failures(404, 409) },
      },
    },
    async (req) => ok(await service.update(requireAdmin(req), req.params.id, req.body), 'Kullanıcı güncellendi'),
  );
}

/** A Yönetici resetting another account's password or ending its sessions: both sign it out everywhere. */
function registerStaffPasswordRoutes(fastify: FastifyInstance, service: StaffService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/users/:id/password',
    {
      config: access,
      schema: {
        operationId: 'adminResetUserPassword',
        tags,
        description: 'Sets a new password and signs the user out everywhere.',
        params: idParams,
        body: resetBody,
        response: { 200: envelope(emptyData), ...failures(404) },
      },
    },
    async (req) => {
      await service.resetPassword(requireAdmin(req), req.params.id, req.body.password);
      return ok(null, 'Şifre sıfırlandı; kullanıcının tüm oturumları kapatıldı');
    },
  );

  app.post(
    '/admin/users/:id/sign-out',
    {
      config: access,
      schema: { operationId: 'adminSignOutUserEverywhere', tags, params: idParams, response: { 200: envelope(emptyData), ...failures(404) } },
    },
    async (req) => {
      await service.signOutEverywhere(requireAdmin(req), req.params.id);
      return ok(null, 'Kullanıcının tüm oturumları kapatıldı');
    },
  );
}

/** Every role changes its own password, proven by the current one. */
function registerOwnPasswordRoute(fastify: FastifyInstance, service: StaffService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/auth/password',
    {
      config: { access: 'admin', roles: EVERY_ROLE },
      schema: {
        operationId: 'adminChangeOwnPassword',
        tags: ['auth'],
        description: 'The current password proves it is the owner (422 when wrong); other sessions of the account end, this one stays.',
        body: ownPasswordBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (req) => {
      const token = req.cookies[SESSION_COOKIE];
      if (!token) throw new AppError(401, 'error.unauthorized');
      await service.changeOwnPassword(requireAdmin(req), hashSessionToken(token), req.body);
      return ok(null, 'Şifreniz değiştirildi');
    },
  );
}

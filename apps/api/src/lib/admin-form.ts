import { translateMessage } from '@riviera/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { ok } from './envelope.js';
import { requestLanguage } from './request-language.js';
import { discardFiles, readMultipart, type FileRule, type SavedFile } from './uploads.js';
import { localizeZodIssue } from './zod-messages.js';

export interface AdminForm {
  fields: Record<string, unknown>;
  files: Record<string, SavedFile>;
}

/** The spec's client edits with `POST …/{id}` and a `_method=PUT` field; PATCH is taken as the same. */
const OVERRIDES = new Set(['PUT', 'PATCH']);

/**
 * Reads a back-office form: multipart (text fields + streamed files, see lib/uploads.ts) or JSON.
 * The `_method` override field is checked and removed. Lists come as `name[i]` fields; an empty
 * list is sent as one blank `name[]` entry, which the contracts drop.
 */
export async function readAdminForm(
  request: FastifyRequest,
  uploadsDir: string,
  rules: Record<string, FileRule>,
): Promise<AdminForm> {
  let form: AdminForm;
  if (request.isMultipart()) {
    form = await readMultipart(request, uploadsDir, rules);
  } else {
    form = { fields: bodyObject(request), files: {} };
  }
  const override = form.fields._method;
  if (override !== undefined) {
    delete form.fields._method;
    if (typeof override !== 'string' || !OVERRIDES.has(override.toUpperCase())) {
      discardFiles(form.files);
      throw new AppError(422, 'error.validation', { _method: ['validation.method_override_invalid'] });
    }
  }
  return form;
}

/**
 * Validates input with a contract; a failure is a 422 with `{ field: [message] }` in the caller's
 * language, the same shape the route-schema validation produces.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, request: FastifyRequest): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lang = requestLanguage(request);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(localizeZodIssue(issue, lang));
  }
  throw new AppError(422, 'error.validation', errors);
}

/** A 422 for one field, e.g. a file that is required on create. */
export const fieldError = (field: string, messageKey: string) => new AppError(422, 'error.validation', { [field]: [messageKey] });

/**
 * Runs a save that may use freshly uploaded files; if it fails (validation, conflict, database)
 * those files are removed again, so a failed request never leaves a file behind nor touches old ones.
 */
export async function discardFilesOnError<T>(files: Record<string, SavedFile>, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    discardFiles(files);
    throw err;
  }
}

/** A JSON body as an object (anything else counts as empty and then fails validation field by field). */
export const bodyObject = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...(req.body as Record<string, unknown>) } : {};

/** The success envelope with a catalogue message in the caller's language. */
export const done = <T>(req: FastifyRequest, data: T, messageKey: string) => ok(data, translateMessage(messageKey, requestLanguage(req)));

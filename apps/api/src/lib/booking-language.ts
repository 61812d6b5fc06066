import type { Lang } from '@riviera/domain';
import type { FastifyRequest } from 'fastify';
import { languageOf } from './request-language.js';

/**
 * A booking request with the visitor's language filled in (decision 014): the language on screen
 * when the web app sent one, else the request's Accept-Language, else Turkish.
 */
export const withRequestLanguage = <T extends { language?: Lang | undefined }>(input: T, req: FastifyRequest): T & { language: Lang } => ({
  ...input,
  language: input.language ?? languageOf(req),
});

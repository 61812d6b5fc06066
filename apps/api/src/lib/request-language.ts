import { pickLanguage, type Lang } from '@riviera/domain';
import type { FastifyRequest } from 'fastify';

/** The language a request asks its answers in (Accept-Language, Turkish by default). */
export const languageOf = (request: FastifyRequest): Lang => pickLanguage(request.headers['accept-language']);

import { DEFAULT_LANG, isLang, pickLanguage, type Lang } from '@riviera/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The one answer to "which language does this request read?" (decision 014): `?lang=` when given
 * (an unknown one reads Turkish, the site's own language), else the Accept-Language header, else
 * Turkish. Content, messages and errors all take it, so a page that asks `?lang=de` reads German
 * throughout, its error messages too.
 */
export function requestLanguage(request: FastifyRequest): Lang {
  const asked = askedLanguage(request);
  return asked ?? pickLanguage(request.headers['accept-language']);
}

/** The `?lang=` a request named (an unknown one reads Turkish); undefined when it named none. */
export function askedLanguage(request: FastifyRequest): Lang | undefined {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof asked !== 'string' || asked === '') return undefined;
  const lang = asked.trim().toLowerCase();
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** The `lang` query every public read accepts (documented; an unknown value reads Turkish). */
export const langQuery = z.object({
  lang: z
    .string()
    .max(35)
    .optional()
    .describe(
      'tr, en, de, ru or pl; without it the Accept-Language header decides; anything else reads Turkish',
    ),
});

/**
 * A booking request with the visitor's language filled in (decision 014): the language on screen
 * when the web app sent one, else the request's language.
 */
export const withRequestLanguage = <T extends { language?: Lang | undefined }>(
  input: T,
  req: FastifyRequest,
): T & { language: Lang } => ({
  ...input,
  language: input.language ?? requestLanguage(req),
});

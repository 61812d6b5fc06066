import { legalDocumentDto, legalPath, type Lang, type LegalKind } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { request } from './api-client';
import { useContentLang } from './content-language';

/** One legal text in a language; keyed by both, so a switch refetches (decision 014). */
export const legalQuery = (kind: LegalKind, lang: Lang) => ({
  queryKey: ['legal', kind, lang] as const,
  queryFn: () => request(`/legal/${kind}`, { query: { lang }, schema: legalDocumentDto }),
  staleTime: 60_000,
});

/** A legal text in the language given, else the one on screen. */
export function useLegalDocument(kind: LegalKind, lang?: Lang) {
  const onScreen = useContentLang();
  return useQuery(legalQuery(kind, lang ?? onScreen));
}

/** Where the visitor reads a legal text in the language on screen (paths live in the domain's LEGAL_PATHS). */
export function useLegalPath(kind: LegalKind): string {
  return legalPath(kind, useContentLang());
}

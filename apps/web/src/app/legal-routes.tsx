import { LEGAL_KINDS, LEGAL_PATHS, type Lang } from '@riviera/domain';
import { lazy } from 'react';
import { Route } from 'react-router';

const LegalPage = lazy(() => import('../features/legal/legal-page').then((m) => ({ default: m.LegalPage })));

/**
 * One route per legal text and language, all taken from the domain's LEGAL_PATHS: the one place
 * that names them, so a language-in-the-URL router can take them over unchanged.
 */
export const LEGAL_PAGE_ROUTES = LEGAL_KINDS.flatMap((kind) =>
  (Object.entries(LEGAL_PATHS[kind]) as [Lang, string][]).map(([lang, path]) => (
    <Route key={`${kind}-${lang}`} path={path} element={<LegalPage kind={kind} lang={lang} />} />
  )),
);

import { LANGUAGES, LEGAL_KINDS, LEGAL_PAGES, languagePrefix, legalPath, parsePublicPath, routerPath, type LegalKind } from '@riviera/domain';
import { Route, useLocation } from 'react-router';
import { useContentLang } from '../lib/content-language';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { NotFoundPage } from './not-found-page';

/** The legal page's code, loaded before a server-rendered legal page is hydrated. */
export const legalPage = preloadableLazy(() => import('../features/legal/legal-page').then((m) => ({ default: m.LegalPage })));
const LegalPage = legalPage.Component;

/**
 * A legal text's page in the address's language. Each language names its legal pages in its own
 * words, and a word only counts under its own language's prefix (the server answers the others with
 * a 404), so a path reached in the browser is checked against the domain's address model too.
 */
function LegalRoute({ kind }: { kind: LegalKind }) {
  const { pathname } = useLocation();
  const lang = useContentLang();
  const location = parsePublicPath(`${languagePrefix(lang)}${pathname}`);
  if (location?.page !== LEGAL_PAGES[kind]) return <NotFoundPage />;
  return <LegalPage kind={kind} lang={lang} />;
}

/**
 * One route per legal text and word, below the router's language prefix (BrowserRouter basename),
 * all taken from the domain's address model (public-paths.ts).
 */
export const LEGAL_PAGE_ROUTES = LEGAL_KINDS.flatMap((kind) =>
  [...new Set(LANGUAGES.map((lang) => routerPath(legalPath(kind, lang))))].map((path) => (
    <Route key={`${kind}-${path}`} path={path} element={<LegalRoute kind={kind} />} />
  )),
);

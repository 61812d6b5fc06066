import { PAGE_META, isLang, languagePrefix, parsePublicPath } from '@riviera/domain';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';

/**
 * Keeps the tab's title on the page shown when the visitor moves between pages without a reload;
 * the server wrote the same title into the first page's head.
 */
export function DocumentTitle() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    const lang = isLang(i18n.language) ? i18n.language : 'tr';
    const page = parsePublicPath(`${languagePrefix(lang)}${pathname}`)?.page ?? 'notFound';
    // A tour's page names its tour in the title itself, once the tour is there.
    if (page !== 'tour') document.title = PAGE_META[lang][page].title;
  }, [i18n.language, pathname]);
  return null;
}

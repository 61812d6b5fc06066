import { Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Outlet } from 'react-router';
import { HydrateLater } from '../components/ui/hydrate-later';
import { RenderLater } from '../components/ui/render-later';
import { Spinner } from '../components/ui/spinner';
import { Footer } from '../features/site-shell/footer';
import { Navbar } from '../features/site-shell/navbar';
import { DocumentTitle } from './document-title';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <DocumentTitle />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('shell.skipToContent')}
      </a>
      {/* The bar is drawn by the server; taken over in a task of its own, as the page's first part. */}
      <HydrateLater>
        <Navbar />
      </HydrateLater>
      {/* The page itself follows the bar, in a task of its own. */}
      <HydrateLater>
        <main id="main" className="flex-1">
          <Suspense fallback={<Spinner label={t('shell.loading')} className="min-h-[60vh]" />}>
            <Outlet />
          </Suspense>
        </main>
      </HydrateLater>
      {/* Below the page's content: arriving a task later moves nothing that is already shown. */}
      <RenderLater>
        <Footer />
      </RenderLater>
    </div>
  );
}

import { TOUR_SEGMENTS } from '@riviera/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { PublicLocation } from '@riviera/domain';
import { LandingPage, preloadLandingSections } from '../features/landing/landing-page';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { withMessages } from '../lib/with-messages';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { LEGAL_PAGE_ROUTES, legalPage } from './legal-routes';

/**
 * The landing page is in the first bundle; every other page, and the whole back office, is a
 * lazily loaded chunk so a visitor's first render stays small. Declarative routes (BrowserRouter in
 * main.tsx) rather than the data router: the site uses no loaders or actions, and the data router's
 * code is about 16 KB gzipped of the first render's budget (docs/decisions/004).
 */
const bookingPage = preloadableLazy(
  withMessages(() => import('../features/booking/booking-page').then((m) => ({ default: m.BookingPage }))),
);
const bookingSuccessPage = preloadableLazy(
  withMessages(() =>
    import('../features/booking-success/booking-success-page').then((m) => ({ default: m.BookingSuccessPage })),
  ),
);
const pnrSearchPage = preloadableLazy(
  withMessages(() => import('../features/pnr-search/pnr-search-page').then((m) => ({ default: m.PnrSearchPage }))),
);
// The tour page's reservation form waits for the message catalogue itself (tour-page.tsx).
const tourPage = preloadableLazy(() => import('../features/landing/tour-page/tour-page').then((m) => ({ default: m.TourPage })));
const BookingPage = bookingPage.Component;
const BookingSuccessPage = bookingSuccessPage.Component;
const PnrSearchPage = pnrSearchPage.Component;

/**
 * Loads a lazy page's code before the browser takes over its server-rendered HTML, so the page's
 * first hydration pass keeps the HTML (no fallback); its late parts follow in turns (HydrateLater).
 */
export function preloadPage(page: PublicLocation['page']): Promise<unknown> {
  if (page === 'booking') return bookingPage.preload();
  if (page === 'bookingSuccess') return bookingSuccessPage.preload();
  if (page === 'bookingSearch') return pnrSearchPage.preload();
  if (page === 'tour') return tourPage.preload();
  if (page === 'kvkkNotice' || page === 'privacyPolicy') return legalPage.preload();
  return preloadLandingSections();
}
const TourPage = tourPage.Component;
const AdminApp = lazy(withMessages(() => import('../features/admin/admin-app').then((m) => ({ default: m.AdminApp }))));
const DriverRunPage = lazy(
  withMessages(() => import('../features/driver-run/driver-run-page').then((m) => ({ default: m.DriverRunPage }))),
);

/**
 * A new page starts at its top, as a full navigation would; in-page anchors (#tours) are left
 * alone. The page the browser opened is not moved: a visitor may have scrolled its server-drawn
 * HTML before the scripts arrived, and the browser has already placed a reload or a back.
 */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const opened = useRef(pathname);
  useEffect(() => {
    if (pathname === opened.current) return;
    opened.current = '';
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** `withBackOffice` is false below a language prefix: the back office lives at /admin only. */
export function AppRoutes({ withBackOffice = true }: { withBackOffice?: boolean }) {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<LandingPage />} />
          <Route path="/booking" element={<BookingPage />} />
          <Route path="/booking-success" element={<BookingSuccessPage />} />
          <Route path="/booking-search" element={<PnrSearchPage />} />
          {/* Below the language prefix (BrowserRouter's basename): each language's own word; the server
              answers a word under another language's prefix with a 404. */}
          {[...new Set(Object.values(TOUR_SEGMENTS))].map((segment) => (
            <Route key={segment} path={`/${segment}/:slug`} element={<TourPage />} />
          ))}
          {LEGAL_PAGE_ROUTES}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {withBackOffice && (
          <Route
            path="/surucu/:token"
            element={
              <Suspense fallback={null}>
                <DriverRunPage />
              </Suspense>
            }
          />
        )}
        {withBackOffice && (
          <Route
            path="/admin/*"
            element={
              <Suspense fallback={null}>
                <AdminApp />
              </Suspense>
            }
          />
        )}
      </Routes>
    </>
  );
}

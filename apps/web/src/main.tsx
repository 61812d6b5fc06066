import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { initI18n } from './i18n';
import './index.css';

// The landing page's texts are fetched together with the common ones, not after the first render.
void initI18n(window.location.pathname === '/' ? ['landing'] : []).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
});

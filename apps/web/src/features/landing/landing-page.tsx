import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { HydrateLater } from '../../components/ui/hydrate-later';
import { RenderLater } from '../../components/ui/render-later';
import { FloatingContact } from './contact/floating-contact';
import { HeroSection } from './hero/hero-section';
import { currentContentLang } from '../../lib/content-language';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { aboutQuery, galleryQuery, toursQuery } from './api';
import { onFirstInteraction, useRevealed, whenIdleAfterLoad } from './reveal';
import { whenSectionsReady } from './section-ready';

// Everything below the fold is its own chunk, so the first render needs only the hero and the form.
const tours = preloadableLazy(() => import('./tours/tours-section'));
const gallery = preloadableLazy(() => import('./gallery/gallery-section'));
const about = preloadableLazy(() => import('./about/about-section'));
const loadTours = tours.preload;
const loadGallery = gallery.preload;
const loadAbout = about.preload;
const ToursSection = tours.Component;
const GallerySection = gallery.Component;
const AboutSection = about.Component;

/** The sections' code, loaded before the browser takes over a server-rendered landing page. */
export const preloadLandingSections = () => Promise.all([loadTours(), loadGallery(), loadAbout()]);

/** In page order: a hash link waits for every section above its target to settle. */
const SECTIONS = ['tours', 'gallery', 'about'] as const;

function scrollToSection(id: string): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/**
 * /#tours, /#gallery and /#about (from another page's navbar, or a shared link) scroll to their
 * section once it and everything above it has rendered.
 */
function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const target = hash.slice(1);
    const at = (SECTIONS as readonly string[]).indexOf(target);
    if (at < 0) return;
    let cancelled = false;
    void whenSectionsReady(SECTIONS.slice(0, at + 1), 4000).then(() => {
      if (!cancelled) requestAnimationFrame(() => scrollToSection(target));
    });
    return () => {
      cancelled = true;
    };
  }, [hash, key]);
}

/**
 * The navbar scrolls to a section itself (no navigation). If that click is what reveals the
 * sections below the fold, everything under the hero grows while the page scrolls; once the
 * sections have settled, finish the jump to the section the navbar wrote into the address.
 */
function useRealignAfterReveal(): void {
  useEffect(
    () =>
      onFirstInteraction(() => {
        const hashBefore = window.location.hash;
        void whenSectionsReady(SECTIONS, 4000).then(() =>
          requestAnimationFrame(() => {
            const target = window.location.hash.slice(1);
            if (window.location.hash === hashBefore || !(SECTIONS as readonly string[]).includes(target))
              return;
            const top = document.getElementById(target)?.getBoundingClientRect().top ?? 0;
            if (Math.abs(top) > 80) scrollToSection(target);
          }),
        );
      }),
    [],
  );
}

export function LandingPage() {
  useHashScroll();
  useRealignAfterReveal();
  const { t } = useTranslation('landing');
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  // A link to a section renders every section at once, so the jump lands where it should.
  const forced = (SECTIONS as readonly string[]).includes(hash.slice(1));

  // Fetch the sections' code and data while the browser has nothing else to do, one piece per idle
  // period, so that no single task blocks a tap for long (Lighthouse total blocking time).
  useEffect(() => {
    const pieces = [
      () => void loadTours(),
      () => void queryClient.prefetchQuery(toursQuery(currentContentLang())),
      () => void loadGallery(),
      () => void queryClient.prefetchQuery(galleryQuery(currentContentLang())),
      () => void loadAbout(),
      () => void queryClient.prefetchQuery(aboutQuery(currentContentLang())),
    ];
    const cancels = pieces.map((piece) => whenIdleAfterLoad(piece));
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [queryClient]);

  return (
    <>
      <HeroSection />
      <HydrateLater>
        <Section
          id="tours"
          eyebrow={t('tours.eyebrow')}
          title={t('tours.title')}
          lead={t('tours.lead')}
          className="bg-sand-50"
        >
          <Deferred forced={forced} placeholder="min-h-[28rem]">
            <ToursSection />
          </Deferred>
        </Section>
      </HydrateLater>
      <HydrateLater>
        <Section
          id="gallery"
          eyebrow={t('gallery.eyebrow')}
          title={t('gallery.title')}
          lead={t('gallery.lead')}
          className="bg-white"
        >
          <Deferred forced={forced} placeholder="min-h-[28rem]">
            <GallerySection />
          </Deferred>
        </Section>
      </HydrateLater>
      <HydrateLater>
        <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-sand-50 px-4 py-20">
          <div className="mx-auto max-w-7xl">
            <Deferred forced={forced} placeholder="min-h-[40rem]" label={t('about.eyebrow')}>
              <AboutSection />
            </Deferred>
          </div>
        </section>
      </HydrateLater>
      <RenderLater>
        <FloatingContact />
      </RenderLater>
    </>
  );
}

/** Renders its section once it can be seen (see reveal.ts); a same-height placeholder until then. */
function Deferred({
  forced,
  placeholder,
  label,
  children,
}: {
  forced: boolean;
  placeholder: string;
  label?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const revealed = useRevealed(ref, forced);
  const empty = (
    <div className={placeholder}>
      {/* The about section's heading lives in its lazy part; name the region meanwhile. */}
      {label ? (
        <h2 id="about-title" className="sr-only">
          {label}
        </h2>
      ) : null}
    </div>
  );
  return <div ref={ref}>{revealed ? <Suspense fallback={empty}>{children}</Suspense> : empty}</div>;
}

function Section({
  id,
  eyebrow,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-16 px-4 py-20 ${className}`}>
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="text-sm font-bold uppercase tracking-widest text-teal-700">{eyebrow}</p>
          <h2
            id={`${id}-title`}
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-3 text-slate-600">{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FloatingContact } from './contact/floating-contact';
import { HeroSection } from './hero/hero-section';
import { whenSectionsReady } from './section-ready';

// Everything below the fold is its own chunk, so the first render needs only the hero and the form.
const ToursSection = lazy(() => import('./tours/tours-section'));
const GallerySection = lazy(() => import('./gallery/gallery-section'));
const AboutSection = lazy(() => import('./about/about-section'));

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

export function LandingPage() {
  useHashScroll();
  const { t } = useTranslation('landing');
  return (
    <>
      <HeroSection />
      <Section
        id="tours"
        eyebrow={t('tours.eyebrow')}
        title={t('tours.title')}
        lead={t('tours.lead')}
        className="bg-sand-50"
      >
        <ToursSection />
      </Section>
      <Section
        id="gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        lead={t('gallery.lead')}
        className="bg-white"
      >
        <GallerySection />
      </Section>
      <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-sand-50 px-4 py-20">
        <div className="mx-auto max-w-7xl">
          <Suspense fallback={<div className="min-h-[40rem]" />}>
            <AboutSection />
          </Suspense>
        </div>
      </section>
      <FloatingContact />
    </>
  );
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
        <Suspense fallback={<div className="min-h-[28rem]" />}>{children}</Suspense>
      </div>
    </section>
  );
}

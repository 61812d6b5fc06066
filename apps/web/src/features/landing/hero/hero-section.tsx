import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FIRST_SCREEN_ID, imageSrcSet } from '@riviera/domain';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { useHeroes, type HeroDto } from '../api';
import { Icon } from '../icons';
import { QuickReservationForm } from '../quick-form/quick-reservation-form';
import { useBackgroundVideoAllowed } from './use-video-permission';

// The form takes no props: the hero's own changes (next video, the video being allowed) leave it alone.
const StableQuickReservationForm = memo(QuickReservationForm);

/**
 * The landing hero: the active heroes' videos play one after another (in their order) behind the
 * heading and the quick reservation form. The poster is painted first; a video is attached only
 * after the page has loaded and never for reduced motion or data saving, and a button pauses or
 * plays it (WCAG 2.2.2). Without heroes, or when the call fails, built-in content is shown; a
 * failure is also said, with a retry (§8).
 */
export function HeroSection() {
  const { t } = useTranslation('landing');
  const { data, isPending, isError, error, refetch, isFetching } = useHeroes();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (isError) console.error('Hero verileri yüklenirken bir hata oluştu', error);
  }, [isError, error]);

  // Heroes with a video take turns; without any video the first hero stands still.
  const playlist = data?.filter((h) => h.video_path) ?? [];
  const hero: HeroDto | null = playlist.length ? playlist[index % playlist.length]! : (data?.[0] ?? null);
  const poster = hero?.poster_path ?? data?.find((h) => h.poster_path)?.poster_path ?? null;

  return (
    // The first screen: painted only once wholly parsed, never half (FIRST_SCREEN_ID says why).
    <section
      id={FIRST_SCREEN_ID}
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-sea-950 text-white"
    >
      <HeroMedia
        poster={poster}
        src={hero?.video_path ?? null}
        loop={playlist.length <= 1}
        onEnded={() => setIndex((i) => i + 1)}
      />
      {/* From the top on phones, where heading and form fill more than the screen anyway: centred, a
          paint of the half-parsed hero would move the heading once the form arrives (FIRST_SCREEN_ID). */}
      <div className="mx-auto flex min-h-[100svh] max-w-7xl flex-col justify-start gap-8 px-4 pb-16 pt-24 sm:justify-center sm:pt-28 lg:min-h-[92vh]">
        <div className="max-w-3xl" aria-busy={isPending}>
          {isPending ? (
            <>
              <h1 id="hero-title" className="sr-only">
                {t('hero.fallbackTitle')}
              </h1>
              <div className="space-y-4" aria-hidden="true">
                <div className="h-7 w-48 rounded-full bg-white/15" />
                <div className="h-12 w-full max-w-xl rounded-lg bg-white/20 sm:h-14" />
                <div className="h-5 w-3/4 rounded bg-white/15" />
              </div>
            </>
          ) : (
            <>
              <p className="mb-3 inline-flex items-center gap-2 rounded-2xl bg-white/15 px-3 py-1 text-sm font-semibold text-white backdrop-blur-sm">
                <Icon name="shield" className="h-4 w-4 text-lagoon-400" />
                {hero?.subtitle ?? t('hero.fallbackSubtitle')}
              </p>
              <h1
                id="hero-title"
                className="text-4xl font-extrabold leading-tight tracking-tight drop-shadow-md sm:text-5xl lg:text-6xl"
              >
                {hero?.title ?? t('hero.fallbackTitle')}
              </h1>
              <p className="mt-4 max-w-2xl text-base text-white/90 drop-shadow sm:text-lg">
                {hero?.description ?? t('hero.fallbackDescription')}
              </p>
            </>
          )}
        </div>
        {isError ? (
          <p
            role="status"
            data-testid="hero-error"
            className="-mt-4 flex max-w-xl flex-wrap items-center gap-3 rounded-lg bg-black/40 px-3 py-2 text-sm text-white backdrop-blur-sm"
          >
            {t('hero.loadError')}
            <button
              type="button"
              disabled={isFetching}
              onClick={() => void refetch()}
              className="rounded-md bg-white/20 px-3 py-1 font-semibold hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white"
            >
              {t('hero.retry')}
            </button>
          </p>
        ) : null}
        {/* The heading is what the first screen needs at once; the form answers a task later. */}
        <HydrateLater>
          <StableQuickReservationForm />
        </HydrateLater>
      </div>
    </section>
  );
}

/**
 * The backdrop and its pause/play button. It owns whether the video plays, so the moment the video
 * is allowed re-renders only this, not the heading and the form (one short task, not a long one).
 */
function HeroMedia({
  poster,
  src,
  loop,
  onEnded,
}: {
  poster: string | null;
  src: string | null;
  loop: boolean;
  onEnded: () => void;
}) {
  const { t } = useTranslation('landing');
  const allowed = useBackgroundVideoAllowed();
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const playing = src !== null && (userChoice === 'play' || (userChoice === null && allowed));
  return (
    <>
      <HeroBackdrop poster={poster} src={src} play={playing} loop={loop} onEnded={onEnded} />
      {src ? (
        <button
          type="button"
          onClick={() => setUserChoice(playing ? 'pause' : 'play')}
          aria-label={playing ? t('hero.pauseVideo') : t('hero.playVideo')}
          className="absolute bottom-4 left-4 z-10 rounded-full bg-black/40 p-2.5 text-white backdrop-blur hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Icon name={playing ? 'pause' : 'play'} className="h-4 w-4" />
        </button>
      ) : null}
    </>
  );
}

/** Poster, then (when allowed) the video over it, faded in once it really plays. Decorative. */
function HeroBackdrop({
  poster,
  src,
  play,
  loop,
  onEnded,
}: {
  poster: string | null;
  src: string | null;
  play: boolean;
  loop: boolean;
  onEnded: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [shownSrc, setShownSrc] = useState<string | null>(null);
  // Once started, the element stays so that pausing and playing again resumes where it was.
  const [started, setStarted] = useState(false);
  if (play && !started) setStarted(true);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (play) el.play().catch(() => setShownSrc(null));
    else el.pause();
  }, [play, src, started]);

  return (
    <div className="absolute inset-0 -z-10" aria-hidden="true">
      <div className="absolute inset-0 bg-gradient-to-br from-sea-900 via-sea-800 to-lagoon-600" />
      {/* Low priority: the first screen's largest paint is the heading, drawn on the gradient
          below; on a slow connection the backdrop must not compete with the page for bandwidth. */}
      {poster ? (
        <img
          src={poster}
          srcSet={imageSrcSet(poster, 'poster')}
          sizes="100vw"
          alt=""
          fetchPriority="low"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      {src && started ? (
        <video
          key={src}
          ref={video}
          src={src}
          muted
          playsInline
          preload="none"
          loop={loop}
          onPlaying={() => setShownSrc(src)}
          onEnded={onEnded}
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${shownSrc === src ? 'opacity-100' : 'opacity-0'}`}
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/35 to-slate-950/80" />
    </div>
  );
}

/**
 * A video in a back-office list card (gallery items, hero videos): a muted player with controls
 * that fetches nothing until played, named after its item ('Kemer videosu').
 */
export function ListVideo({ src, poster, title }: { src: string; poster: string | null; title: string }) {
  return (
    <video
      src={src}
      poster={poster ?? undefined}
      className="h-full w-full object-cover"
      muted
      playsInline
      controls
      preload="none"
      aria-label={`${title} videosu`}
    />
  );
}

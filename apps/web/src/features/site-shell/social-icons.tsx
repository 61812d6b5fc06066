const PATHS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.6.3-.8 1-.8z',
  instagram:
    'M12 7a5 5 0 100 10 5 5 0 000-10zm0 8.2a3.2 3.2 0 110-6.4 3.2 3.2 0 010 6.4zM17.3 5.5a1.2 1.2 0 110 2.4 1.2 1.2 0 010-2.4zM21 8c-.1-1.6-.4-3-1.6-4.2S16.6 2.1 15 2H9c-1.6.1-3 .4-4.2 1.6S3.1 6.4 3 8v8c.1 1.6.4 3 1.6 4.2S7.4 21.9 9 22h6c1.6-.1 3-.4 4.2-1.6S20.9 17.6 21 16V8zm-2 8.5c-.3.8-1 1.5-1.8 1.8-1.3.5-4.3.4-5.2.4s-3.9.1-5.2-.4c-.8-.3-1.5-1-1.8-1.8-.5-1.3-.4-4.3-.4-5.5s-.1-4.2.4-5.5c.3-.8 1-1.5 1.8-1.8C8.1 3.2 11.1 3.3 12 3.3s3.9-.1 5.2.4c.8.3 1.5 1 1.8 1.8.5 1.3.4 4.3.4 5.5s.1 4.2-.4 5.5z',
  twitter: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
} as const;

export type SocialNetwork = keyof typeof PATHS;

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
      <path d={PATHS[network]} />
    </svg>
  );
}

import type { ReactNode } from 'react';

/**
 * The layout the booking pages share: a sea-coloured band with the page title, and the page's
 * cards lifted over its lower edge.
 */
export function HeroPage({
  title,
  lead,
  icon,
  below,
  width = 'max-w-7xl',
  center = false,
  children,
}: {
  title: string;
  lead?: string;
  icon?: ReactNode;
  below?: ReactNode;
  width?: 'max-w-7xl' | 'max-w-5xl' | 'max-w-3xl';
  center?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-[70vh] bg-sand-50 pb-16 pt-16">
      <div className="bg-gradient-to-br from-sea-950 via-sea-900 to-lagoon-600 text-white">
        <div className={`mx-auto ${width} px-4 pb-20 pt-10 sm:pt-14 ${center ? 'text-center' : ''}`}>
          {icon}
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {lead ? <p className={`mt-2 max-w-2xl text-sea-100 ${center ? 'mx-auto' : ''}`}>{lead}</p> : null}
          {below}
        </div>
      </div>
      <div className={`mx-auto -mt-12 ${width} px-4`}>{children}</div>
    </div>
  );
}

/** Small line icons for the booking pages (emoji are not on every device; these always render). */
type IconProps = { className?: string };

const base = (className = 'h-4 w-4') => ({
  className,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

export const CheckIcon = ({ className = 'h-3.5 w-3.5' }: IconProps) => (
  <svg {...base(className)} strokeWidth={3}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
export const PersonIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </svg>
);
export const InfoIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </svg>
);
export const PhoneIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base(className)}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" />
  </svg>
);
export const ChatIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base(className)}>
    <path d="M21 12a8 8 0 01-11.8 7L4 20l1.1-4.6A8 8 0 1121 12z" />
  </svg>
);
export const MailIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base(className)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);
export const UploadIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <svg {...base(className)}>
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
  </svg>
);
export const PlusIcon = ({ className = 'h-4 w-4' }: IconProps) => (
  <svg {...base(className)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/** Suitcases by size, and a backpack for hand luggage. */
export function LuggageIcon({
  size,
  className = 'h-6 w-6',
}: {
  size: 'large' | 'medium' | 'small' | 'hand';
  className?: string;
}) {
  if (size === 'hand') {
    return (
      <svg {...base(className)}>
        <path d="M8 8V6a4 4 0 018 0v2" />
        <rect x="5" y="8" width="14" height="13" rx="3" />
        <path d="M9 14h6" />
      </svg>
    );
  }
  const h = size === 'large' ? 15 : size === 'medium' ? 12 : 9;
  const y = 21 - h;
  return (
    <svg {...base(className)}>
      <rect x="6" y={y} width="12" height={h} rx="2" />
      <path d={`M10 ${y}V${y - 2}h4v2M10 ${y + 3}v${h - 6}M14 ${y + 3}v${h - 6}`} />
    </svg>
  );
}

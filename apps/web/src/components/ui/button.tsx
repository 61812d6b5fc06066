import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-sea-800 text-white hover:bg-sea-900 focus-visible:outline-sea-800',
  // orange-700: white text on it meets WCAG AA (4.5:1); the brighter sunset-500 does not (2.8:1).
  accent: 'bg-orange-700 text-white hover:bg-orange-800 focus-visible:outline-orange-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-sea-700',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-sea-700',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-700',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${extra}`;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

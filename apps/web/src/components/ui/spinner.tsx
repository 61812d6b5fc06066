export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-8 text-slate-600 ${className}`}>
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-sea-600 border-t-transparent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

import { WEBSITE_CHANNEL } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { inputClass } from '../../components/ui/field';
import { adminRequest } from '../../lib/admin-api';

/**
 * The tour reservation list's 'Kanal' filter (decision 041): every channel, the website's own, or
 * one reseller's (the resellers that have sold, as the server lists them).
 */
export function ChannelFilter({ value, onChange }: { value: string; onChange: (channel: string) => void }) {
  const channels = useQuery({
    queryKey: ['admin', 'tour-reservations', 'channels'],
    queryFn: () => adminRequest('/admin/tour-reservations/channels', { schema: z.array(z.string()) }),
    staleTime: 60_000,
  });
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="font-semibold">Kanal</span>
      <select className={`${inputClass} w-auto py-1.5`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Tüm Kanallar</option>
        <option value={WEBSITE_CHANNEL}>Web sitesi</option>
        {(channels.data ?? []).map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}

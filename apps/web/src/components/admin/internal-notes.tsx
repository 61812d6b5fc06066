import { createNoteSchema, formatDateTimeTr, NOTE_MAX_LENGTH, noteDto, noteListDto } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminErrorMessage, adminRequest } from '../../lib/admin-api';
import { actionErrorMessage } from '../../lib/admin-form';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';

/** What a note is attached to: the API collection of the record. */
export type NoteTarget = 'bookings' | 'tour-reservations';

/**
 * Internal notes of a booking or tour reservation inside its detail: the list (author, time) and a
 * box to add one. Staff only; the public site never receives them.
 */
export function InternalNotes({ target, id }: { target: NoteTarget; id: number }) {
  const path = `/admin/${target}/${id}/notes`;
  const key = ['admin', 'notes', target, id];
  const queryClient = useQueryClient();
  const notes = useQuery({ queryKey: key, queryFn: () => adminRequest(path, { schema: noteListDto }) });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (body: string) => adminRequest(path, { method: 'POST', body: { body }, schema: noteDto }),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) => setError(actionErrorMessage(err, 'Not eklenemedi')),
  });
  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50/50 p-4" aria-labelledby={`notes-${target}-${id}`} data-testid="internal-notes">
      <h3 id={`notes-${target}-${id}`} className="text-sm font-semibold text-slate-900">
        İç Notlar <span className="font-normal text-slate-500">(yalnızca personel görür)</span>
      </h3>
      {notes.isError ? (
        <p className="mt-2 text-sm text-red-700">{adminErrorMessage(notes.error, 'Notlar yüklenemedi')}</p>
      ) : notes.data?.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Henüz not yok</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {(notes.data ?? []).map((n) => (
            <li key={n.id} className="rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200">
              <p className="whitespace-pre-wrap break-words text-slate-800">{n.body}</p>
              <p className="mt-1 text-xs text-slate-500">
                {n.author} · {formatDateTimeTr(new Date(n.created_at))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-3 space-y-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = createNoteSchema.safeParse({ body: text });
          if (!parsed.success) {
            setError('Not boş olamaz');
            return;
          }
          setError(null);
          add.mutate(parsed.data.body);
        }}
      >
        <label className="block">
          <span className="sr-only">Yeni not</span>
          <textarea
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            rows={2}
            maxLength={NOTE_MAX_LENGTH}
            placeholder="Ekibe bir not yazın…"
            className={inputClass}
            aria-invalid={error !== null}
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? 'Ekleniyor…' : 'Not Ekle'}
        </Button>
      </form>
    </section>
  );
}

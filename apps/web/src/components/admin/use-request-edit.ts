import type { ChangeRequestDto } from '@riviera/domain';
import { useState } from 'react';
import { useDecideChangeRequest, type ChangeRequestKind } from './change-requests-panel';

/**
 * The edit dialog of a booking or a tour reservation, opened as it is or to accept a customer's
 * change request (decision 031): the request is marked accepted only once the edit is saved.
 */
export function useRequestEdit(kind: ChangeRequestKind, id: number) {
  const [editing, setEditing] = useState(false);
  // the change request being accepted: the edit opens with what the customer asked
  const [accepting, setAccepting] = useState<ChangeRequestDto | null>(null);
  const decide = useDecideChangeRequest(kind, id);
  return {
    editing,
    accepting,
    edit: () => setEditing(true),
    accept: (request: ChangeRequestDto) => {
      setAccepting(request);
      setEditing(true);
    },
    close: () => {
      setEditing(false);
      setAccepting(null);
    },
    /** `show` gets the save's message at once, then again with how the acceptance went */
    saved: (message: string, show: (text: string) => void) => {
      setEditing(false);
      show(message);
      // the edit saved: the request is accepted and the customer told
      if (accepting)
        void decide(accepting.id, 'accepted', null).then(
          () => show(`${message} · Değişiklik talebi kabul edildi, müşteriye bildirildi`),
          () => show(`${message} · Talep kabul edilemedi, lütfen tekrar deneyin`),
        );
      setAccepting(null);
    },
  };
}

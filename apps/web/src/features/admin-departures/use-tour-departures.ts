import {
  type AdminDepartureDto,
  type DepartureChangeInput,
  type DepartureScheduleInput,
} from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBanner } from '../../components/ui/banner';
import { actionErrorMessage } from '../../lib/admin-form';
import { useIsManager } from '../../lib/admin-me';
import { DEPARTURES_KEY, cancelDeparture, changeDeparture, loadDepartureCalendar, saveSchedule } from './api';

/**
 * One tour's departures from `from`: the calendar, the schedule's save, and the open departure's
 * change or cancellation (its dialog shows the error and closes once it went through).
 */
export function useTourDepartures(tourId: number, from: string) {
  const queryClient = useQueryClient();
  const key = [...DEPARTURES_KEY, tourId, from];
  const calendar = useQuery({ queryKey: key, queryFn: () => loadDepartureCalendar(tourId, from) });
  const banner = useBanner();
  const isManager = useIsManager();
  const [open, setOpen] = useState<AdminDepartureDto | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: DEPARTURES_KEY });

  const schedule = useMutation({
    mutationFn: (input: DepartureScheduleInput | null) => saveSchedule(tourId, input),
    onSuccess: async (answer) => {
      banner.show('success', answer.message ?? 'Kalkış planı kaydedildi');
      await refresh();
    },
    onError: (err) => banner.show('error', actionErrorMessage(err, 'Kaydetme işlemi başarısız')),
  });
  const closeDialog = () => {
    setOpen(null);
    setDialogError(null);
  };
  const departure = useMutation({
    mutationFn: (
      action: { change: DepartureChangeInput } | { cancel: string; date: string; time: string },
    ) =>
      'change' in action
        ? changeDeparture(tourId, action.change)
        : cancelDeparture(tourId, { date: action.date, time: action.time, message: action.cancel }),
    onSuccess: async (answer) => {
      closeDialog();
      banner.show('success', answer.message ?? 'Kalkış güncellendi');
      await refresh();
    },
    onError: (err) => setDialogError(actionErrorMessage(err, 'Kaydetme işlemi başarısız')),
  });
  return { calendar, banner, isManager, open, setOpen, dialogError, closeDialog, schedule, departure };
}

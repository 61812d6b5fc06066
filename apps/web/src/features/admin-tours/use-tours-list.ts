import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TOURS_KEY, listAdminTours } from './api';

export type TourStatusFilter = '' | 'active' | 'inactive';

/** The tour list's search, status filter and page, and the server page they ask for. */
export function useToursList() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TourStatusFilter>('');
  const [page, setPage] = useState(1);

  // Typing waits a moment before asking the server; a new search starts at page 1.
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [typed]);

  const list = useQuery({
    queryKey: [...TOURS_KEY, { page, search, status }],
    queryFn: () => listAdminTours({ page, search, status }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  return { typed, setTyped, search, status, setStatus, page, setPage, list, rows };
}

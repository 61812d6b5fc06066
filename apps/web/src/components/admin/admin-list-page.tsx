import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AdminResource } from '../../lib/admin-resource';
import { AdminQuery, EmptyList } from '../ui/admin-query';
import { useBanner } from '../ui/banner';
import { Button } from '../ui/button';
import { DataTable, type Column } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { RowActions } from '../ui/row-actions';
import { useConfirmDelete } from '../ui/use-confirm-delete';

interface Row {
  id: number;
}

/** The words of a catalogue row's delete (each screen keeps its own). */
export interface DeleteTexts<T> {
  title: string;
  message: (item: T) => ReactNode;
  warning?: (item: T) => ReactNode;
  successText: string;
  errorText: string;
  /** show the server's message on success (else always `successText`) */
  serverMessage?: boolean;
  /** a refusal the page answers itself (e.g. 'Pasif Yap' for a driver with jobs): true closes the dialog */
  refused?: (err: unknown, item: T) => boolean;
}

/**
 * The state of a back-office catalogue screen (decision 042): the list, the banner, which row the
 * dialog edits ('new' for a new one), and delete behind a confirmation that re-reads the list.
 */
export function useAdminListPage<T extends Row>(resource: AdminResource<T>, del: DeleteTexts<T>) {
  const list = resource.useList();
  const banner = useBanner();
  const refresh = resource.useInvalidate();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const confirm = useConfirmDelete<T>({
    title: del.title,
    message: del.message,
    ...(del.warning ? { warning: del.warning } : {}),
    ...(del.refused ? { refused: del.refused } : {}),
    remove: async (item) => {
      const message = await resource.remove(item.id);
      return del.serverMessage ? message : undefined;
    },
    successText: del.successText,
    errorText: del.errorText,
    onDeleted: async (m) => {
      banner.show('success', m);
      await refresh();
    },
  });
  return {
    list: list as UseQueryResult<T[]>,
    banner,
    refresh,
    editing,
    create: () => setEditing('new'),
    edit: (item: T) => setEditing(item),
    close: () => setEditing(null),
    /** a dialog's save went through: close it and say so (the save re-reads the list) */
    saved: (message: string) => {
      setEditing(null);
      banner.show('success', message);
    },
    ask: confirm.ask,
    deleteNode: confirm.node,
  };
}

export type AdminListPageState<T extends Row> = ReturnType<typeof useAdminListPage<T>>;

/** The row's Düzenle and Sil (Sil left out where `mayDelete` says no), as the last column. */
export function actionsColumn<T extends Row>(
  page: AdminListPageState<T>,
  name: (item: T) => string,
  opts: { mayDelete?: (item: T) => boolean; className?: string } = {},
): Column<T> {
  return {
    key: 'actions',
    header: <span className="sr-only">İşlemler</span>,
    hideMobileLabel: true,
    ...(opts.className ? { className: opts.className } : {}),
    cell: (item) => (
      <RowActions
        name={name(item)}
        onEdit={() => page.edit(item)}
        onDelete={opts.mayDelete && !opts.mayDelete(item) ? undefined : () => page.ask(item)}
      />
    ),
  };
}

/** What a catalogue screen gives `AdminListPage`. */
export interface AdminListPageProps<T extends Row> {
  page: AdminListPageState<T>;
  title: string;
  description?: ReactNode;
  newLabel: string;
  newDisabled?: boolean;
  /** the header's other buttons, before 'Yeni …' */
  actions?: ReactNode;
  /** above the list, under the banner (a filter, or a second read's error) */
  notice?: ReactNode;
  loading: string;
  failed: string;
  table?: {
    caption: string;
    columns: Column<T>[];
    empty: string;
    rowProps?: (row: T) => Record<string, string>;
  };
  /** the list drawn by the screen itself (cards), in place of `table` */
  children?: (data: T[]) => ReactNode;
  /** with `children`: the sentence of an empty list */
  empty?: string;
  /** the add/edit dialog for a row, or null for a new one */
  dialog: (item: T | null) => ReactNode;
  /** the screen's other dialogs */
  after?: ReactNode;
}

/**
 * One catalogue screen: the header with its title and the 'Yeni …' button (after any other
 * actions), the banner, the list in its loading, error and empty states (a table that turns into
 * cards below 768 px, or the screen's own `children`), the edit dialog and the delete confirmation.
 */
export function AdminListPage<T extends Row>({
  page,
  title,
  description,
  newLabel,
  newDisabled,
  actions,
  notice,
  loading,
  failed,
  table,
  children,
  empty,
  dialog,
  after,
}: AdminListPageProps<T>) {
  const newButton = (
    <Button onClick={page.create} disabled={newDisabled}>
      {newLabel}
    </Button>
  );
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={
          actions ? (
            <>
              {actions}
              {newButton}
            </>
          ) : (
            newButton
          )
        }
      />
      {page.banner.node}
      {notice}
      <AdminQuery query={page.list} loading={loading} failed={failed}>
        {(data) =>
          table ? (
            <DataTable
              caption={table.caption}
              columns={table.columns}
              rows={data}
              rowKey={(row) => row.id}
              busy={page.list.isFetching}
              empty={table.empty}
              {...(table.rowProps ? { rowProps: table.rowProps } : {})}
            />
          ) : data.length === 0 && empty ? (
            <EmptyList>{empty}</EmptyList>
          ) : (
            children?.(data)
          )
        }
      </AdminQuery>
      {page.editing ? dialog(page.editing === 'new' ? null : page.editing) : null}
      {page.deleteNode}
      {after}
    </div>
  );
}

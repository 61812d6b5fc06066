import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { AdminListPage, actionsColumn, useAdminListPage } from './admin-list-page';
import { EntityDialog } from './entity-dialog';

interface Thing {
  id: number;
  name: string;
}

const things = adminResource<Thing>({
  key: ['admin', 'things'],
  list: () => adminRequest<Thing[]>('/things'),
  path: '/things',
  body: 'json',
});

function ThingDialog({
  thing,
  onClose,
  onSaved,
}: {
  thing: Thing | null;
  onClose: () => void;
  onSaved: (m: string) => void;
}) {
  const [name, setName] = useState(thing?.name ?? '');
  const save = things.useSave(thing?.id, {
    onSuccess: () => onSaved('Kaydedildi'),
    onError: () => undefined,
  });
  return (
    <EntityDialog
      title="Şey"
      size="md"
      onClose={onClose}
      error={null}
      busy={save.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ name });
      }}
    >
      <label>
        Ad
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
    </EntityDialog>
  );
}

function ThingsPage() {
  const page = useAdminListPage(things, {
    title: 'Şeyi Sil',
    message: (t) => `"${t.name}" silinsin mi?`,
    successText: 'Silindi',
    errorText: 'Silinemedi',
  });
  return (
    <AdminListPage
      page={page}
      title="Şeyler"
      newLabel="Yeni Şey"
      loading="Yükleniyor"
      failed="Yüklenemedi"
      table={{
        caption: 'Şeyler',
        columns: [{ key: 'name', header: 'Ad', cell: (t) => t.name }, actionsColumn(page, (t) => t.name)],
        empty: 'Henüz yok',
      }}
      dialog={(thing) => <ThingDialog thing={thing} onClose={page.close} onSaved={page.saved} />}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the admin list pattern', () => {
  it('saves a new row, closes the dialog, says so and reads the list again', async () => {
    let rows: Thing[] = [];
    const calls = stubApi((c) => {
      if (c.method === 'POST') {
        rows = [{ id: 1, name: (c.body as { name: string }).name }];
        return ok(rows[0]);
      }
      return ok(rows);
    });
    renderAdmin(<ThingsPage />);
    expect(await screen.findByText('Henüz yok')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yeni Şey' }));
    type(within(screen.getByRole('dialog')).getByLabelText('Ad'), 'Kalem');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kalem sil' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /things', 'POST /things', 'GET /things']);
  });

  it('deletes after confirmation with the screen’s own words and reads the list again', async () => {
    let rows: Thing[] = [{ id: 3, name: 'Silgi' }];
    const calls = stubApi((c) => {
      if (c.method === 'DELETE') {
        rows = [];
        return ok(null, 'sunucunun sözü');
      }
      return ok(rows);
    });
    renderAdmin(<ThingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Silgi sil' }));
    const confirm = screen.getByRole('dialog', { name: 'Şeyi Sil' });
    expect(confirm).toHaveTextContent('"Silgi" silinsin mi?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Silindi')).toBeInTheDocument();
    expect(await screen.findByText('Henüz yok')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /things',
      'DELETE /things/3',
      'GET /things',
    ]);
  });
});

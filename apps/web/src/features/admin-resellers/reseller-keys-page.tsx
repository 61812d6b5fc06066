import { resellerKeyInput } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminQuery } from '../../components/ui/admin-query';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { actionErrorMessage } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { RESELLER_KEYS_KEY, createResellerKey, listResellerKeys, revokeResellerKey, type ResellerKey } from './api';
import { resellerKeyColumns } from './reseller-key-columns';

/**
 * 'Acente Anahtarları' (decision 041): one OCTO API key per reseller. A new key's token is shown
 * once, in the dialog that made it; the list never has it. Revoking asks first and is final.
 */
export function ResellerKeysPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: RESELLER_KEYS_KEY, queryFn: listResellerKeys });
  const banner = useBanner();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ResellerKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: RESELLER_KEYS_KEY });
  const revoke = useMutation({
    mutationFn: (k: ResellerKey) => revokeResellerKey(k.id),
    onSuccess: async () => {
      setRevoking(null);
      banner.show('success', 'Anahtar iptal edildi');
      await refresh();
    },
  });

  const columns = resellerKeyColumns((k) => {
    revoke.reset();
    setRevoking(k);
  });

  return (
    <div>
      <PageHeader
        title="Acente Anahtarları"
        description="Acentelerin (GetYourGuide, Viator, otel masaları…) OCTO ile turlarınızı satması için API anahtarları. Acentenin satışları, rezervasyonlarda acentenin adıyla kanal olarak görünür."
        actions={<Button onClick={() => setCreating(true)}>Yeni anahtar</Button>}
      />
      {banner.node}
      <AdminQuery query={list} loading="Anahtarlar yükleniyor" failed="Anahtarlar yüklenirken hata oluştu">
        {(data) => (
          <DataTable
            caption="Acente anahtarları"
            columns={columns}
            rows={data}
            rowKey={(k) => k.id}
            busy={list.isFetching}
            empty="Henüz acente anahtarı yok"
          />
        )}
      </AdminQuery>
      {creating ? (
        <NewKeyDialog
          onClose={() => setCreating(false)}
          onCreated={() => void refresh()}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title="Anahtarı iptal et"
        message={revoking ? `"${revoking.name}" anahtarı iptal edilsin mi? Acente bu anahtarla artık satış yapamaz.` : ''}
        warning="Bu işlem geri alınamaz!"
        confirmLabel="İptal et"
        cancelLabel="Vazgeç"
        busy={revoke.isPending}
        error={revoke.isError ? actionErrorMessage(revoke.error, 'İptal işlemi başarısız') : null}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}

/** Asks the reseller's name, then shows the token once with a copy button. */
function NewKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const form = useAdminForm(resellerKeyInput, { name: '' });
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const make = useMutation({
    mutationFn: (name: string) => createResellerKey(name),
    onSuccess: (made) => {
      setToken(made.token);
      onCreated();
    },
    onError: (err) => form.fail(err, 'Anahtar oluşturulamadı'),
  });
  return (
    <Dialog open onClose={onClose} title="Yeni anahtar" closeLabel="Kapat" size="md">
      {token ? (
        <div className="space-y-4">
          <p className="text-slate-700">
            Anahtarı şimdi kopyalayıp acenteye güvenli bir yoldan iletin. <strong>Bu anahtar bir daha gösterilmez.</strong>
          </p>
          <output aria-label="API anahtarı" className="block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">
            {token}
          </output>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(token).then(() => setCopied(true))}>
              {copied ? 'Kopyalandı' : 'Kopyala'}
            </Button>
            <Button onClick={onClose}>Tamam</Button>
          </div>
        </div>
      ) : (
        <form noValidate className="space-y-4" onSubmit={(e) => void form.submit((d) => make.mutate(d.name))(e)}>
          <Field label="Acente adı" required error={form.error('name')} hint="Rezervasyonlarda kanal olarak bu ad görünür. Ör. GetYourGuide">
            {(p) => <input {...p} {...form.register('name')} className={inputClass} maxLength={100} />}
          </Field>
          <FormActions error={form.formError} onCancel={onClose} busy={make.isPending} submitLabel="Oluştur" />
        </form>
      )}
    </Dialog>
  );
}

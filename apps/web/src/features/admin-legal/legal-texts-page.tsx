import { legalDocumentAdminListDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';
import { AdminQuery } from '../../components/ui/admin-query';
import { PageHeader } from '../../components/ui/page-header';
import { LEGAL_KEY as KEY, LegalDocumentEditor } from './legal-document-editor';

/** Yasal Metinler: the KVKK notice and the privacy policy, edited in five languages (Yönetici only). */
export function LegalTextsPage() {
  const query = useQuery({ queryKey: KEY, queryFn: () => adminRequest('/admin/legal', { schema: legalDocumentAdminListDto }) });
  return (
    <div>
      <PageHeader title="Yasal Metinler" description="KVKK aydınlatma metni ve gizlilik politikası; sitede beş dilde yayımlanır." />
      <AdminQuery query={query} loading="Yasal metinler yükleniyor" failed="Yasal metinler yüklenirken hata oluştu">
        {(docs) => (
          <div className="space-y-6">
            {docs.map((d) => (
              <LegalDocumentEditor key={`${d.kind}-${d.version}`} doc={d} />
            ))}
          </div>
        )}
      </AdminQuery>
    </div>
  );
}

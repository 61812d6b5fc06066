import { Link } from 'react-router';
import { AdminListPage, actionsColumn, useAdminListPage } from '../../components/admin/admin-list-page';
import { ActiveBadge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { type Column } from '../../components/ui/data-table';

import { about, type About } from './api';
import { TranslationBadge } from '../../components/ui/translation-editor';
import { htmlPreviewText } from '../../lib/html-preview';
import { AboutDialog } from './about-dialog';

/** About management: table, form modal, delete naming the title, banners that vanish after 5 s. */
export function AboutPage() {
  const page = useAdminListPage(about, {
    title: 'Kaydı Sil',
    message: (a) => `"${a.title}" kaydını silmek istediğinizden emin misiniz?`,
    successText: 'Hakkımızda bilgisi başarıyla silindi',
    errorText: 'Silme işlemi sırasında hata oluştu',
    serverMessage: true,
  });

  const columns: Column<About>[] = [
    {
      key: 'title',
      header: 'Başlık',
      cell: (a) => <span className="font-medium text-slate-900">{a.title}</span>,
    },
    {
      key: 'description',
      header: 'Açıklama',
      className: 'max-w-md',
      cell: (a) => (
        <span className="line-clamp-3 whitespace-pre-line text-slate-600" data-testid="about-preview">
          {htmlPreviewText(a.description)}
        </span>
      ),
    },
    { key: 'languages', header: 'Diller', cell: (a) => <TranslationBadge record={a} entity="about" /> },
    { key: 'status', header: 'Durum', cell: (a) => <ActiveBadge active={a.is_active} /> },
    actionsColumn(page, (a) => a.title),
  ];

  return (
    <AdminListPage
      page={page}
      title="Hakkımızda Yönetimi"
      description="Sitede en yeni aktif kayıt gösterilir. Açıklama HTML olabilir; güvenli olmayan etiketler kaydedilmeden temizlenir."
      actions={
        <Link to="/admin/site-settings" className={buttonClass('secondary')}>
          Site Ayarları
        </Link>
      }
      newLabel="Yeni Kayıt Ekle"
      loading="Hakkımızda bilgileri yükleniyor"
      failed="Hakkımızda bilgileri yüklenirken hata oluştu"
      table={{ caption: 'Hakkımızda kayıtları', columns, empty: 'Henüz kayıt yok' }}
      dialog={(entry) => <AboutDialog entry={entry} onClose={page.close} onSaved={page.saved} />}
    />
  );
}

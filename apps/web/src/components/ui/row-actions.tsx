import { Button } from './button';

/** 'Düzenle' and 'Sil' for one row or card; the accessible names say which item they act on. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete?: (() => void) | undefined }) {
  return (
    <div className="flex justify-end gap-2 whitespace-nowrap">
      <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={onEdit} aria-label={`${name} düzenle`}>
        Düzenle
      </Button>
      {onDelete ? (
        <Button variant="ghost" className="px-3 py-1.5 text-sm text-red-700 hover:bg-red-50" onClick={onDelete} aria-label={`${name} sil`}>
          Sil
        </Button>
      ) : null}
    </div>
  );
}

import { ListIcon } from '@/components/ui/action-icons';
import { GridIcon } from '@/components/ui/icons';

import './admin-ui.css';

export type CollectionView = 'grid' | 'list';

type ViewToggleProps = {
  view: CollectionView;
  onChange: (view: CollectionView) => void;
};

const OPTIONS = [
  { value: 'grid', label: 'Vista de cuadrícula', Icon: GridIcon },
  { value: 'list', label: 'Vista de lista', Icon: ListIcon },
] as const;

/** Grid or list display of a collection: two pressed-state buttons. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <div className="view-toggle" role="group" aria-label="Modo de visualización">
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          className="view-toggle__button"
          aria-pressed={view === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
        >
          <Icon size={18} />
        </button>
      ))}
    </div>
  );
}

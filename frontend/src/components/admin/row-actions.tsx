import { Link } from 'react-router-dom';

import { PencilIcon, TrashIcon } from '@/components/ui/action-icons';

import './admin-ui.css';

type RowActionsProps = {
  /** The record's name, for the buttons' accessible names ('Editar Frenos'). */
  name: string;
  editHref: string;
  onDelete: () => void;
};

/** Edit link and delete button of one record in an admin list. */
export function RowActions({ name, editHref, onDelete }: RowActionsProps) {
  return (
    <>
      <Link to={editHref} className="admin-action" aria-label={`Editar ${name}`} title="Editar">
        <PencilIcon size={16} />
        <span className="admin-action__text visually-hidden-on-phone">Editar</span>
      </Link>
      <button
        type="button"
        className="admin-action admin-action--danger"
        aria-label={`Eliminar ${name}`}
        title="Eliminar"
        onClick={onDelete}
      >
        <TrashIcon size={16} />
        <span className="admin-action__text visually-hidden-on-phone">Eliminar</span>
      </button>
    </>
  );
}

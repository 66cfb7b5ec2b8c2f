import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import './admin-ui.css';
import { PageTitle } from '@/components/ui/page-title';

type AdminMessagePanelProps = {
  title: string;
  children?: ReactNode;
  /** Where the panel's button leads, e.g. back to the list. */
  link?: { to: string; label: string };
  /** 'alert' for errors such as an invalid id. */
  role?: 'alert' | 'status';
  icon?: ReactNode;
};

/** A centred message in the admin area: invalid ids, screens that are not ready yet. */
export function AdminMessagePanel({ title, children, link, role, icon }: AdminMessagePanelProps) {
  return (
    <section className="admin-panel admin-message" role={role}>
      <PageTitle page={title} area="admin" />
      {icon && <span className="admin-message__icon">{icon}</span>}
      <h1 className="admin-message__title">{title}</h1>
      {children && <div className="admin-message__text">{children}</div>}
      {link && (
        <Link to={link.to} className="button button--secondary">
          {link.label}
        </Link>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';

import './admin-ui.css';
import { PageTitle } from '@/components/ui/page-title';

type AdminPageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or links on the right, e.g. 'Nuevo producto'. */
  actions?: ReactNode;
};

/** Title row of an admin screen; also sets the document title. */
export function AdminPageHeader({ title, subtitle, actions }: AdminPageHeaderProps) {
  return (
    <header className="admin-page__header">
      <PageTitle page={title} area="admin" />
      <div className="admin-page__heading">
        <h1 className="admin-page__title">{title}</h1>
        {subtitle && <p className="admin-page__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="admin-page__actions">{actions}</div>}
    </header>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PlusIcon } from '@/components/ui/action-icons';

import './admin-dashboard.css';

type DashboardTabSectionProps = {
  title: string;
  /** The 'new record' link of the tab, if it has one. */
  create?: { to: string; label: string };
  children: ReactNode;
};

/** Heading row of a list tab with its 'new' link, above the list itself. */
export function DashboardTabSection({ title, create, children }: DashboardTabSectionProps) {
  return (
    <section className="admin-panel" aria-label={title}>
      <div className="dashboard-tab-header">
        <h2 className="dashboard-tab-header__title">{title}</h2>
        {create && (
          <Link to={create.to} className="button button--secondary">
            <PlusIcon size={18} />
            {create.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

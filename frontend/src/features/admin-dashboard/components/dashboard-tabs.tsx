import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import './admin-dashboard.css';

export type DashboardTab = {
  id: string;
  label: string;
  icon: ReactNode;
  /** Rendered the first time the tab opens, then kept (hidden) so its page, view and search survive tab switches. */
  panel: () => ReactNode;
};

type DashboardTabsProps = {
  tabs: DashboardTab[];
  activeId: string;
  onSelect: (id: string) => void;
  label: string;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and open them. */
export function DashboardTabs({ tabs, activeId, onSelect, label }: DashboardTabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [opened, setOpened] = useState<string[]>([activeId]);
  if (!opened.includes(activeId)) setOpened([...opened, activeId]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    tabRefs.current.get(tabs[next].id)?.focus();
  };

  return (
    <div className="dashboard-tabs">
      <div className="dashboard-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className="dashboard-tabs__tab"
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.icon}
              <span>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== activeId}
          className="dashboard-tabs__panel"
        >
          {opened.includes(tab.id) && tab.panel()}
        </div>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PlusIcon } from '@/components/ui/action-icons';
import {
  ActivityIcon,
  AlertTriangleIcon,
  ClipboardIcon,
  ClockIcon,
  DollarIcon,
  PackageIcon,
  SpreadsheetIcon,
} from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_LOW_STOCK_THRESHOLD } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatCount, formatDate, formatPrice } from '@/utils/format';

import { useGetDashboardStatsQuery, type ActivityType, type DashboardStats } from '../api/admin-dashboard-api';

import './admin-dashboard.css';

export const DASHBOARD_MESSAGES = {
  statsFailed: 'Error al cargar las estadísticas. Por favor, inténtalo de nuevo.',
  noActivity: 'Todavía no hay actividad registrada.',
} as const;

type StatCard = { key: string; label: string; value: (stats: DashboardStats) => string; hint: string; icon: ReactNode };

const STAT_CARDS: StatCard[] = [
  {
    key: 'products',
    label: 'Productos',
    value: (stats) => formatCount(stats.products),
    hint: 'En el catálogo',
    icon: <PackageIcon size={22} />,
  },
  {
    key: 'orders',
    label: 'Pedidos',
    value: (stats) => formatCount(stats.orders),
    hint: 'Recibidos en total',
    icon: <ClipboardIcon size={22} />,
  },
  {
    key: 'revenue',
    label: 'Ingresos',
    value: (stats) => formatPrice(stats.revenue),
    hint: 'Pedidos no cancelados',
    icon: <DollarIcon size={22} />,
  },
  {
    key: 'lowStock',
    label: 'Stock bajo',
    value: (stats) => formatCount(stats.lowStockProducts),
    hint: `Productos con ${ADMIN_LOW_STOCK_THRESHOLD} unidades o menos`,
    icon: <AlertTriangleIcon size={22} />,
  },
  {
    key: 'pending',
    label: 'Pedidos pendientes',
    value: (stats) => formatCount(stats.pendingOrders),
    hint: 'Esperando gestión',
    icon: <ClockIcon size={22} />,
  },
];

const ACTIVITY_ICONS: Record<ActivityType, ReactNode> = {
  order: <ClipboardIcon size={18} />,
  product: <PackageIcon size={18} />,
  import: <SpreadsheetIcon size={18} />,
};

const ACTIVITY_LABELS: Record<ActivityType, string> = { order: 'Pedido', product: 'Producto', import: 'Importación' };

function OverviewSkeleton() {
  return (
    <div role="status" className="dashboard-overview">
      <span className="visually-hidden">Cargando estadísticas…</span>
      <div className="stat-grid" aria-hidden="true">
        {STAT_CARDS.map((card) => (
          <div key={card.key} className="admin-panel stat-card">
            <Skeleton width="60%" height={14} />
            <Skeleton width="45%" height={28} />
            <Skeleton width="80%" height={12} />
          </div>
        ))}
      </div>
      <div className="admin-panel" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="activity-skeleton">
            <Skeleton width={32} height={32} radius="50%" />
            <Skeleton width="70%" height={14} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The overview tab: live figures and recent activity from GET /admin/dashboard/stats. */
export function DashboardOverview() {
  const {
    data: stats,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useGetDashboardStatsQuery(undefined, {
    // Orders arrive all the time: every visit shows current figures.
    refetchOnMountOrArgChange: true,
  });

  if (isLoading) return <OverviewSkeleton />;
  if (isError || !stats) {
    return (
      <RetryAlert onRetry={refetch} retrying={isFetching}>
        {DASHBOARD_MESSAGES.statsFailed}
      </RetryAlert>
    );
  }

  return (
    <div className="dashboard-overview" aria-busy={isFetching}>
      <dl className="stat-grid">
        {STAT_CARDS.map((card) => (
          <div key={card.key} className={`admin-panel stat-card stat-card--${card.key}`}>
            <dt className="stat-card__label">
              <span className="stat-card__icon">{card.icon}</span>
              {card.label}
            </dt>
            <dd className="stat-card__value">{card.value(stats)}</dd>
            <dd className="stat-card__hint">{card.hint}</dd>
          </div>
        ))}
      </dl>

      <div className="overview-columns">
        <section className="admin-panel" aria-labelledby="dashboard-activity-title">
          <h2 id="dashboard-activity-title" className="admin-panel__title">
            Actividad reciente
          </h2>
          {stats.recentActivity.length === 0 ? (
            <p className="admin-muted">{DASHBOARD_MESSAGES.noActivity}</p>
          ) : (
            <ol className="activity-list">
              {stats.recentActivity.map((item, index) => (
                <li key={`${item.at}-${index}`} className={`activity-list__item activity-list__item--${item.type}`}>
                  <span className="activity-list__icon" role="img" aria-label={ACTIVITY_LABELS[item.type]}>
                    {ACTIVITY_ICONS[item.type]}
                  </span>
                  <span className="activity-list__message">{item.message}</span>
                  <time className="activity-list__time" dateTime={item.at}>
                    {formatDate(item.at)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className="admin-panel" aria-labelledby="dashboard-shortcuts-title">
          <h2 id="dashboard-shortcuts-title" className="admin-panel__title">
            Accesos rápidos
          </h2>
          <ul className="shortcut-list">
            <li>
              <Link to={paths.admin.productNew.getHref()} className="shortcut-list__link">
                <PlusIcon size={18} />
                Nuevo producto
              </Link>
            </li>
            <li>
              <Link to={paths.admin.excelImport.getHref()} className="shortcut-list__link">
                <SpreadsheetIcon size={18} />
                Importar desde Excel
              </Link>
            </li>
            <li>
              <Link to={paths.admin.orders.getHref()} className="shortcut-list__link">
                <ActivityIcon size={18} />
                Gestionar pedidos
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

import { ADMIN_ACTIVITY_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api';
import { toListPage, type ListPaginationWire } from '@/lib/wire';
import type { ListPage } from '@/types/pagination';

// ---------------------------------------------------------------------------
// Wire shapes of /admin/audit and /admin/orders/{id}/history (the backend's AuditEntryResponse).
// ---------------------------------------------------------------------------

export type AuditChangeWire = { before: unknown; after: unknown };

export type AuditEntryWire = {
  id: number;
  actorId: number | null;
  actorEmail: string;
  kind: string;
  entityType: string;
  entityId: string;
  entityLabel: string | null;
  changes: Record<string, AuditChangeWire> | null;
  createdAt: string;
};

export type AuditPageWire = {
  success: boolean;
  entries: AuditEntryWire[];
  pagination: ListPaginationWire<'entries'>;
};

type OrderHistoryWire = { success: boolean; history: AuditEntryWire[] };

// ---------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------

export type AuditChange = { field: string; before: unknown; after: unknown };

export type AuditEntry = {
  id: number;
  actorEmail: string;
  kind: string;
  entityType: string;
  entityId: string;
  entityLabel: string | null;
  changes: AuditChange[];
  createdAt: string;
};

export type AuditPage = ListPage & { entries: AuditEntry[] };

/** The filters of the Actividad page; empty strings are left out of the request. */
export type AuditFilters = { page: number; who: string; kind: string; from: string; to: string };

export function toAuditEntry(wire: AuditEntryWire): AuditEntry {
  return {
    id: wire.id,
    actorEmail: wire.actorEmail,
    kind: wire.kind,
    entityType: wire.entityType,
    entityId: wire.entityId,
    entityLabel: wire.entityLabel ?? null,
    changes: Object.entries(wire.changes ?? {}).map(([field, change]) => ({
      field,
      before: change?.before ?? null,
      after: change?.after ?? null,
    })),
    createdAt: wire.createdAt,
  };
}

function toAuditPage(wire: AuditPageWire): AuditPage {
  return {
    entries: Array.isArray(wire.entries) ? wire.entries.map(toAuditEntry) : [],
    ...toListPage(wire.pagination, 'entries', ADMIN_ACTIVITY_PAGE_SIZE),
  };
}

// The admin orders list tag: a status change invalidates it, so an open order's history refetches too.
const ADMIN_ORDERS_LIST_TAG = { type: 'Order' as const, id: 'ADMIN_LIST' };

export const adminActivityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditPage, AuditFilters>({
      query: ({ page, who, kind, from, to }) => ({
        url: '/admin/audit',
        params: {
          page,
          limit: ADMIN_ACTIVITY_PAGE_SIZE,
          ...(who ? { quien: who } : {}),
          ...(kind ? { tipo: kind } : {}),
          ...(from ? { desde: from } : {}),
          ...(to ? { hasta: to } : {}),
        },
      }),
      transformResponse: toAuditPage,
    }),
    getOrderHistory: build.query<AuditEntry[], number>({
      query: (id) => ({ url: `/admin/orders/${id}/history` }),
      transformResponse: (wire: OrderHistoryWire) =>
        Array.isArray(wire.history) ? wire.history.map(toAuditEntry) : [],
      providesTags: [ADMIN_ORDERS_LIST_TAG],
    }),
  }),
});

export const { useGetAuditLogQuery, useGetOrderHistoryQuery } = adminActivityApi;

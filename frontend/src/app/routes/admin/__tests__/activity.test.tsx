import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { AuditEntryWire } from '@/features/admin-activity/api/admin-activity-api';
import { apiUrl } from '@/testing/mocks/api-url';
import { authenticate } from '@/testing/mocks/handlers/auth';
import { recordRequests } from '@/testing/mocks/request-log';
import { screen, waitFor, within } from '@/testing/test-utils';

import { renderAdmin } from './catalog-helpers';

// Tests that wait for the filter debounce and the lazy admin chunk need more than 5 s on a busy machine.
const SLOW_TEST_TIMEOUT_MS = 15_000;
const PAGE_SIZE = 20;
const NEWEST = Date.parse('2025-03-20T14:30:00.000Z');

function entry(id: number, extra: Partial<AuditEntryWire> = {}): AuditEntryWire {
  return {
    id,
    actorId: 2,
    actorEmail: 'admin@example.cl',
    kind: 'PRODUCT_UPDATED',
    entityType: 'product',
    entityId: String(100 + id),
    entityLabel: `Producto ${id}`,
    changes: { stock: { before: id, after: id + 1 } },
    createdAt: new Date(NEWEST - (30 - id) * 3_600_000).toISOString(),
    ...extra,
  };
}

/** 25 entries, newest first: a price change by another admin, an order status change, and 23 stock edits. */
function entries(): AuditEntryWire[] {
  const list = [
    entry(30, {
      actorEmail: 'otra.admin@example.cl',
      entityLabel: 'Filtro de aceite',
      changes: { price: { before: 9990, after: 8990 }, stock: { before: 4, after: 7 } },
    }),
    entry(29, {
      kind: 'ORDER_STATUS_CHANGED',
      entityType: 'order',
      entityId: '1045',
      entityLabel: null,
      changes: { status: { before: 'PENDIENTE', after: 'ENVIADO' } },
    }),
  ];
  for (let id = 28; id > 5; id -= 1) list.push(entry(id));
  return list;
}

/** GET /admin/audit with the server's rules: ADMIN only, filters quien/tipo/desde/hasta, pages of `limit`. */
const auditHandler = http.get(apiUrl('/admin/audit'), ({ request }) => {
  const account = authenticate(request);
  if (account instanceof Response) return account;
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? PAGE_SIZE);
  const who = (params.get('quien') ?? '').toLowerCase();
  const kind = params.get('tipo');
  const from = params.get('desde');
  const to = params.get('hasta');
  const found = entries().filter(
    (item) =>
      (!who || item.actorEmail.includes(who)) &&
      (!kind || item.kind === kind) &&
      (!from || item.createdAt.slice(0, 10) >= from) &&
      (!to || item.createdAt.slice(0, 10) <= to),
  );
  const totalPages = Math.ceil(found.length / limit);
  return HttpResponse.json({
    success: true,
    entries: found.slice((page - 1) * limit, page * limit),
    pagination: {
      currentPage: page,
      totalPages,
      totalEntries: found.length,
      entriesPerPage: limit,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  });
});

async function openActivity(overrides: Parameters<typeof renderAdmin>[1] = [auditHandler]) {
  const rendered = renderAdmin('/admin/activity', overrides);
  await screen.findByRole('table', { name: 'Registro de actividad' });
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Registro de actividad' });
const row = (action: string, index = 0) =>
  within(table()).getAllByRole('rowheader', { name: action })[index].closest('tr')!;

describe('admin activity', () => {
  it('lists who changed what, newest first, with each field before → after', async () => {
    const requests = recordRequests();
    await openActivity();

    expect(screen.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Actividad' })).toHaveAttribute('href', '/admin/activity');
    expect(requests.to('/admin/audit')[0].searchParams.toString()).toBe('page=1&limit=20');
    expect(within(table()).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
    expect(screen.getByText('Mostrando 1-20 de 25 cambios')).toBeVisible();

    const price = row('Producto editado');
    expect(within(price).getByText('otra.admin@example.cl')).toBeVisible();
    expect(within(price).getByText('Producto #130 · Filtro de aceite')).toBeVisible();
    expect(within(price).getByText('20 mar 2025, 11:30')).toBeVisible();
    const changes = within(price)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual(['Precio: $9.990 → $8.990', 'Stock: 4 → 7']);

    const status = row('Estado de pedido cambiado');
    expect(within(status).getByText('Pedido #1045')).toBeVisible();
    expect(within(status).getByRole('listitem')).toHaveTextContent('Estado: Pendiente → Enviado');
  });

  it(
    'filters by administrator, kind and date range, back on page 1, and pages on the server',
    async () => {
      const requests = recordRequests();
      const { user } = await openActivity();

      await user.click(
        within(screen.getByRole('navigation', { name: 'Páginas de actividad' })).getByRole('button', {
          name: 'Página 2',
        }),
      );
      expect(await screen.findByText('Mostrando 21-25 de 25 cambios')).toBeVisible();
      expect(requests.to('/admin/audit').at(-1)!.searchParams.get('page')).toBe('2');

      await user.type(screen.getByRole('searchbox', { name: 'Administrador' }), 'otra.admin');
      expect(await screen.findByText('Mostrando 1-1 de 1 cambio')).toBeVisible();
      expect(requests.to('/admin/audit').at(-1)!.searchParams.toString()).toBe('page=1&limit=20&quien=otra.admin');

      await user.clear(screen.getByRole('searchbox', { name: 'Administrador' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de cambio' }), 'Estado de pedido cambiado');
      await waitFor(() =>
        expect(requests.to('/admin/audit').at(-1)!.searchParams.toString()).toBe(
          'page=1&limit=20&tipo=ORDER_STATUS_CHANGED',
        ),
      );
      expect(await screen.findByText('Mostrando 1-1 de 1 cambio')).toBeVisible();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de cambio' }), 'Todos');
      await user.type(screen.getByLabelText('Desde'), '2025-03-19');
      await user.type(screen.getByLabelText('Hasta'), '2025-03-19');
      await waitFor(() =>
        expect(requests.to('/admin/audit').at(-1)!.searchParams.toString()).toBe(
          'page=1&limit=20&desde=2025-03-19&hasta=2025-03-19',
        ),
      );
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it('says when nothing matches, and offers a retry when the log cannot load', async () => {
    let fail = true;
    const flaky = http.get(apiUrl('/admin/audit'), () =>
      fail
        ? HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 })
        : HttpResponse.json({
            success: true,
            entries: [],
            pagination: {
              currentPage: 1,
              totalPages: 0,
              totalEntries: 0,
              entriesPerPage: 20,
              hasNextPage: false,
              hasPrevPage: false,
            },
          }),
    );
    const { user } = renderAdmin('/admin/activity', [flaky]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la actividad.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no hay cambios registrados.')).toBeVisible();
  });
});

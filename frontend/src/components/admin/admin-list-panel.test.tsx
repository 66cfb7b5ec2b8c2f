import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { AdminListPanel, type AdminListQuery } from '@/components/admin/admin-list-panel';

type Page = { items: string[]; currentPage: number; totalPages: number };

const MESSAGES = { loading: 'Cargando…', loadFailed: 'Error al cargar', emptyTitle: 'Nada', empty: 'Sin filas' };

function renderPanel(query: AdminListQuery<Page>, messages: Partial<typeof MESSAGES & { staleList: string }> = {}) {
  return render(
    <AdminListPanel
      label="Lista"
      filters={{ label: 'Filtros', fields: null }}
      query={query}
      messages={{ ...MESSAGES, ...messages }}
      isEmpty={(data) => data.items.length === 0}
      footer={{
        range: (data) => `Página ${data.currentPage}`,
        onPageChange: vi.fn(),
        pagesLabel: 'Páginas',
        variant: 'steps',
        disabled: query.isFetching,
      }}
    >
      {(data) => (
        <ul aria-label="Filas">
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </AdminListPanel>,
  );
}

const page: Page = { items: ['uno', 'dos'], currentPage: 1, totalPages: 2 };

describe('AdminListPanel', () => {
  it('announces the loading text itself as a status', () => {
    renderPanel({ data: undefined, isFetching: true, isError: false, refetch: vi.fn() });
    expect(screen.getByText('Cargando…')).toHaveAttribute('role', 'status');
  });

  it('shows the list with its range and the chosen pagination, off while fetching', () => {
    renderPanel({ data: page, isFetching: true, isError: false, refetch: vi.fn() });
    expect(within(screen.getByRole('list', { name: 'Filas' })).getAllByRole('listitem')).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(pages).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('replaces a list that never loaded with the error and Reintentar', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderPanel({ data: undefined, isFetching: false, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the last list under an alert that says it is stale when a refresh fails and staleList is given', () => {
    renderPanel({ data: page, isFetching: false, isError: true, refetch: vi.fn() }, { staleList: 'Lista anterior.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar Lista anterior.');
    expect(screen.getByRole('list', { name: 'Filas' })).toBeInTheDocument();
  });

  it('keeps the last list without an alert when a refresh fails and no staleList is given', () => {
    renderPanel({ data: page, isFetching: false, isError: true, refetch: vi.fn() });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Filas' })).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    renderPanel({
      data: { items: [], currentPage: 1, totalPages: 0 },
      isFetching: false,
      isError: false,
      refetch: vi.fn(),
    });
    expect(screen.getByText('Nada')).toBeInTheDocument();
    expect(screen.getByText('Sin filas')).toBeInTheDocument();
  });
});

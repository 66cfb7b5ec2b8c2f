import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminTable } from '@/components/admin/admin-table';

describe('AdminTable', () => {
  it('is named by its caption, heads its columns (a hidden one for screen readers only) and holds the rows', () => {
    render(
      <AdminTable
        caption="Correos"
        columns={['Tipo', 'Estado', { hidden: 'Acciones' }]}
        className="admin-table"
        stacked
      >
        <tr>
          <td>Pedido</td>
          <td>Enviado</td>
          <td>
            <button type="button">Reintentar</button>
          </td>
        </tr>
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: 'Correos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tipo', 'Estado', 'Acciones']);
    expect(within(table).getByText('Acciones')).toHaveClass('visually-hidden');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(table.closest('.admin-table-stack')).not.toBeNull();
  });

  it('marks itself busy while its rows load', () => {
    render(
      <AdminTable caption="Pedidos" columns={['ID']} className="admin-orders__table" busy>
        {null}
      </AdminTable>,
    );
    expect(screen.getByRole('table', { name: 'Pedidos' })).toHaveAttribute('aria-busy', 'true');
  });
});

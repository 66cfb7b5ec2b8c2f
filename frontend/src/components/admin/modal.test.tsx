import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Modal } from '@/components/admin/modal';

function Opener({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ver pedido
      </button>
      {open && (
        <Modal
          title="Pedido #7"
          subtitle="3 de marzo"
          headerExtra={<span>Pagado</span>}
          closeLabel="Cerrar detalle del pedido"
          initialFocus="close"
          describeByContent={false}
          dismissible={dismissible}
          onClose={() => setOpen(false)}
        >
          <button type="button">Guardar</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog with its subtitle and header content, focused on the close button when asked', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Ver pedido' }));

    const dialog = screen.getByRole('dialog', { name: 'Pedido #7' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).toHaveTextContent('3 de marzo');
    expect(dialog).toHaveTextContent('Pagado');
    expect(screen.getByRole('button', { name: 'Cerrar detalle del pedido' })).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Ver pedido' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab between its controls', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Ver pedido' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar detalle del pedido' })).toHaveFocus();
  });

  it('closes on a click outside the panel', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Ver pedido' }));
    await user.click(document.querySelector('.admin-modal__backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape, the backdrop and the close button while not dismissible', async () => {
    const user = userEvent.setup();
    render(<Opener dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Ver pedido' }));
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.admin-modal__backdrop') as HTMLElement);
    expect(screen.getByRole('button', { name: 'Cerrar detalle del pedido' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Pedido #7' })).toBeInTheDocument();
  });

  it('is described by its content by default (short confirmations)', () => {
    render(
      <Modal title="Eliminar" onClose={vi.fn()}>
        <p>¿Seguro?</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Eliminar' })).toHaveAccessibleDescription('¿Seguro?');
  });
});

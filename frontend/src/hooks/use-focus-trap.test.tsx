import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

import { useFocusTrap } from '@/hooks/use-focus-trap';

function Trap({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, open, withInitialFocus ? last : undefined);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button">Fuera</button>
      {open && (
        <div ref={panel} role="dialog" aria-label="Panel">
          <button type="button">Primero</button>
          <button type="button" disabled>
            Desactivado
          </button>
          <button type="button" ref={last} onClick={() => setOpen(false)}>
            Cerrar
          </button>
        </div>
      )}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus into the panel on open, to the first control by default', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Primero' })).toHaveFocus();
  });

  it('focuses the initial control when given one', async () => {
    const user = userEvent.setup();
    render(<Trap withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('cycles Tab and Shift+Tab inside the panel, skipping disabled controls', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));

    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Primero' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('brings focus back inside when it has escaped the panel', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    screen.getByRole('button', { name: 'Fuera' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Primero' })).toHaveFocus();
  });

  it('gives focus back to the opener when it ends', async () => {
    const user = userEvent.setup();
    render(<Trap />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

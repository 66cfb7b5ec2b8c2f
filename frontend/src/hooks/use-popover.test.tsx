import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { usePopover } from '@/hooks/use-popover';

function Menu() {
  const { isOpen, toggle, rootRef, triggerRef } = usePopover({ insideSelector: '[data-sheet]' });
  return (
    <>
      <div ref={rootRef}>
        <button ref={triggerRef} type="button" aria-expanded={isOpen} onClick={toggle}>
          Menú
        </button>
        {isOpen && (
          <div role="region" aria-label="Panel">
            <button type="button">Dentro</button>
          </div>
        )}
      </div>
      <div data-sheet="">
        <button type="button">Hoja</button>
      </div>
      <button type="button">Fuera</button>
    </>
  );
}

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <Menu /> }]);
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />) };
}

const panel = () => screen.queryByRole('region', { name: 'Panel' });

describe('usePopover', () => {
  it('opens and closes with its trigger', async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Menú' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeInTheDocument();
    await user.click(trigger);
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Dentro' }));
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveFocus();
  });

  it('closes on a press outside, but not inside the root or the elements counted as inside', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Dentro' }));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hoja' }));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes when the user navigates', async () => {
    const { user, router } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await act(() => router.navigate('/otra'));
    expect(panel()).not.toBeInTheDocument();
  });
});

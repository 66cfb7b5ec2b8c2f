import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FormMessage, FormWithError } from '@/components/ui/form-message';

describe('FormMessage', () => {
  it('announces errors as alerts and confirmations as status, with their details', () => {
    render(
      <>
        <FormMessage tone="error" details={['El SKU ya existe']}>
          No se pudo guardar
        </FormMessage>
        <FormMessage tone="success">Guardado</FormMessage>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar');
    expect(screen.getByRole('listitem')).toHaveTextContent('El SKU ya existe');
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');
  });
});

describe('FormWithError', () => {
  it('shows the refusal as an alert that describes the form, and nothing without one', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <FormWithError error={null} onSubmit={onSubmit}>
        <button type="submit">Ingresar</button>
      </FormWithError>,
    );
    const form = screen.getByRole('button', { name: 'Ingresar' }).closest('form') as HTMLFormElement;
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(form).not.toHaveAttribute('aria-describedby');
    expect(form).toHaveAttribute('novalidate');

    rerender(
      <FormWithError error="Invalid credentials" onSubmit={onSubmit}>
        <button type="submit">Ingresar</button>
      </FormWithError>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(form).toHaveAccessibleDescription('Invalid credentials');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

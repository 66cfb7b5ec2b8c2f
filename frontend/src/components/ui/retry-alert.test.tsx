import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RetryAlert } from '@/components/ui/retry-alert';

describe('RetryAlert', () => {
  it("says what did not load and asks again with 'Reintentar'", async () => {
    const onRetry = vi.fn();
    render(<RetryAlert onRetry={onRetry}>No se pudieron cargar los pedidos</RetryAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los pedidos');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('turns the button off while the retry is under way', () => {
    render(
      <RetryAlert onRetry={() => undefined} retrying>
        Error
      </RetryAlert>,
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDisabled();
  });
});

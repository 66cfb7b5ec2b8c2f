import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Deferred } from '@/components/ui/deferred';

describe('Deferred', () => {
  it('leaves its parts out of the first render and shows them one after the other once the browser is idle', async () => {
    const { container } = render(
      <>
        <p>Arriba</p>
        <Deferred>
          <p>Primera sección</p>
        </Deferred>
        <Deferred>
          <p>Segunda sección</p>
        </Deferred>
      </>,
    );
    expect(screen.getByText('Arriba')).toBeInTheDocument();
    expect(screen.queryByText('Primera sección')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.deferred')).toHaveLength(2);

    expect(await screen.findByText('Primera sección')).toBeInTheDocument();
    expect(await screen.findByText('Segunda sección')).toBeInTheDocument();
    expect(container.querySelector('.deferred')).toBeNull();
  });

  it('renders at once when asked to', () => {
    render(
      <Deferred immediately>
        <p>Devoluciones</p>
      </Deferred>,
    );
    expect(screen.getByText('Devoluciones')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { getPaginationItems, Pagination } from '@/components/ui/pagination';

describe('getPaginationItems', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(getPaginationItems(1, 1)).toEqual([1]);
    expect(getPaginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getPaginationItems(1, 0)).toEqual([]);
  });

  it('shows the first, the last and 2 pages either side of the current one with ellipses beyond 7 pages', () => {
    expect(getPaginationItems(1, 20)).toEqual([1, 2, 3, 'ellipsis-end', 20]);
    expect(getPaginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPaginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
    expect(getPaginationItems(5, 20)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 20]);
    expect(getPaginationItems(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(getPaginationItems(18, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPaginationItems(20, 20)).toEqual([1, 'ellipsis-start', 18, 19, 20]);
    expect(getPaginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 8]);
  });

  it('clamps an out-of-range current page', () => {
    expect(getPaginationItems(99, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
    expect(getPaginationItems(-3, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves with Anterior, Siguiente and the numbers', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={10} totalPages={20} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });

    const pages = within(nav)
      .getAllByRole('button', { name: /^Página/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Anterior' }));
    await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(nav).getByRole('button', { name: 'Página 20' }));
    await user.click(within(nav).getByRole('button', { name: 'Página 10' }));
    expect(onPageChange.mock.calls).toEqual([[9], [11], [20]]);
  });

  it('disables Anterior on the first page and Siguiente on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    rerender(<Pagination currentPage={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('turns every button off while disabled', () => {
    render(<Pagination currentPage={2} totalPages={3} onPageChange={() => {}} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('Pagination, steps variant', () => {
  it("moves with Primera, Anterior, Siguiente and Última and says 'Página x de y'", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={5} onPageChange={onPageChange} variant="steps" label="Páginas" />);
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(nav).getByText('Página 2 de 5')).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /^Página/ })).not.toBeInTheDocument();

    for (const name of ['Primera', 'Anterior', 'Siguiente', 'Última']) {
      await user.click(within(nav).getByRole('button', { name }));
    }
    expect(onPageChange.mock.calls).toEqual([[1], [1], [3], [5]]);
  });

  it('disables Primera and Anterior on the first page, Siguiente and Última on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={3} onPageChange={() => {}} variant="steps" />);
    expect(screen.getByRole('button', { name: 'Primera' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última' })).toBeEnabled();
    rerender(<Pagination currentPage={3} totalPages={3} onPageChange={() => {}} variant="steps" />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última' })).toBeDisabled();
  });

  it('steps back into range from a page past the end', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={6} totalPages={3} onPageChange={onPageChange} variant="steps" />);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

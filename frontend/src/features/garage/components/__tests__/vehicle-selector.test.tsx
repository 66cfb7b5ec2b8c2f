import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { VehicleSelector } from '@/features/garage/components/vehicle-selector';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import type { Vehicle } from '@/types/vehicle';

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

function renderSelector(onSelect = vi.fn(async (_vehicle: Vehicle) => null as string | null)) {
  const view = renderWithProviders(<VehicleSelector onSelect={onSelect} submitLabel="Buscar repuestos" />);
  return {
    ...view,
    onSelect,
    brand: screen.getByRole('combobox', { name: 'Marca' }),
    model: screen.getByRole('combobox', { name: 'Modelo' }),
    year: screen.getByRole('combobox', { name: 'Año' }),
    submit: screen.getByRole('button', { name: 'Buscar repuestos' }),
  };
}

describe('VehicleSelector', () => {
  it('loads models once a brand is chosen and years once a model is, then hands over the vehicle', async () => {
    const requests = recordRequests();
    const { user, brand, model, year, submit, onSelect } = renderSelector();

    expect(model).toBeDisabled();
    expect(year).toBeDisabled();
    expect(submit).toBeDisabled();
    await waitFor(() => expect(brand).toBeEnabled());
    expect(optionTexts(brand)).toEqual(['Selecciona la marca', 'Suzuki', 'Toyota']);
    expect(requests.to('/vehicles/brands/1/models')).toHaveLength(0);

    await user.selectOptions(brand, 'Toyota');
    await waitFor(() => expect(model).toBeEnabled());
    expect(optionTexts(model)).toEqual(['Selecciona el modelo', 'Corolla', 'Yaris']);
    expect(year).toBeDisabled();

    await user.selectOptions(model, 'Yaris');
    await waitFor(() => expect(year).toBeEnabled());
    // Only the years the API offers for the model, newest first.
    expect(optionTexts(year)).toEqual([
      'Selecciona el año',
      ...['2020', '2019', '2018', '2017', '2016', '2015', '2014', '2013', '2012', '2011', '2010'],
    ]);
    expect(submit).toBeDisabled();

    await user.selectOptions(year, '2012');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(onSelect).toHaveBeenCalledWith({ brandId: 1, brand: 'Toyota', modelId: 11, model: 'Yaris', year: 2012 });
    expect(requests.to('/vehicles/models/11/years')).toHaveLength(1);
  });

  it('clears the model and year when the brand changes, and the year when the model changes', async () => {
    const { user, brand, model, year, submit } = renderSelector();
    await waitFor(() => expect(brand).toBeEnabled());
    await user.selectOptions(brand, 'Toyota');
    await waitFor(() => expect(model).toBeEnabled());
    await user.selectOptions(model, 'Yaris');
    await waitFor(() => expect(year).toBeEnabled());
    await user.selectOptions(year, '2015');

    await user.selectOptions(model, 'Corolla');
    expect(year).toHaveValue('');
    await waitFor(() => expect(within(year).getByRole('option', { name: '2008' })).toBeInTheDocument());
    expect(within(year).queryByRole('option', { name: '2020' })).not.toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.selectOptions(year, '2010');
    await user.selectOptions(brand, 'Suzuki');
    expect(model).toHaveValue('');
    expect(year).toHaveValue('');
    expect(year).toBeDisabled();
    await waitFor(() => expect(optionTexts(model)).toEqual(['Selecciona el modelo', 'Swift']));
    expect(submit).toBeDisabled();
  });

  it('works from the keyboard: Tab goes marca → modelo → año → button and Enter submits', async () => {
    const { user, brand, model, year, submit, onSelect } = renderSelector();
    await waitFor(() => expect(brand).toBeEnabled());

    await user.tab();
    expect(brand).toHaveFocus();
    await user.selectOptions(brand, 'Suzuki');
    await waitFor(() => expect(model).toBeEnabled());
    await user.tab();
    expect(model).toHaveFocus();
    await user.selectOptions(model, 'Swift');
    await waitFor(() => expect(year).toBeEnabled());
    await user.tab();
    expect(year).toHaveFocus();
    await user.selectOptions(year, '2013');
    await user.tab();
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onSelect).toHaveBeenCalledWith({ brandId: 4, brand: 'Suzuki', modelId: 41, model: 'Swift', year: 2013 });
  });

  it('shows the message the garage answers with', async () => {
    const { user, brand, model, year, submit } = renderSelector(
      vi.fn(async () => 'Tu garaje admite hasta 3 vehículos'),
    );
    await waitFor(() => expect(brand).toBeEnabled());
    await user.selectOptions(brand, 'Toyota');
    await waitFor(() => expect(model).toBeEnabled());
    await user.selectOptions(model, 'Yaris');
    await waitFor(() => expect(year).toBeEnabled());
    await user.selectOptions(year, '2012');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Tu garaje admite hasta 3 vehículos');
    // Any new choice clears it.
    await user.selectOptions(year, '2013');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the brands cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/vehicles/brands'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Error' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [{ id: 1, nombre: 'Toyota' }] });
      }),
    );
    const { user, brand } = renderSelector();

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las marcas.');
    expect(brand).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(brand).toBeEnabled());
    expect(optionTexts(brand)).toEqual(['Selecciona la marca', 'Toyota']);
  });
});

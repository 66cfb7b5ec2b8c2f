import { describe, expect, it } from 'vitest';

import { StorefrontRoot } from '@/app/routes/storefront/storefront-root';
import { signInAs } from '@/testing/auth';
import { TEST_PASSWORDS, TEST_TOKENS } from '@/testing/mocks/handlers/auth';
import { seedGarage } from '@/testing/mocks/handlers/vehicles';
import { recordRequests } from '@/testing/mocks/request-log';
import { renderApp, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import type { Vehicle } from '@/types/vehicle';

type User = ReturnType<typeof renderWithProviders>['user'];

const yaris2012: Vehicle = { brandId: 1, brand: 'Toyota', modelId: 11, model: 'Yaris', year: 2012 };
const corolla2010: Vehicle = { brandId: 1, brand: 'Toyota', modelId: 12, model: 'Corolla', year: 2010 };
const swift2013: Vehicle = { brandId: 4, brand: 'Suzuki', modelId: 41, model: 'Swift', year: 2013 };

function storeGuestGarage(vehicles: Vehicle[], active: Vehicle | null = null) {
  const saved = vehicles.map((vehicle) => ({ ...vehicle, id: null, addedAt: '2025-01-01T00:00:00.000Z' }));
  window.localStorage.setItem('garage', JSON.stringify({ vehicles: saved, active }));
}

async function openGarage(user: User) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Mi garaje/ }));
  return screen.findByRole('dialog', { name: 'Mi garaje' });
}

async function chooseVehicle(user: User, panel: HTMLElement, brand: string, model: string, year: string) {
  const brandSelect = within(panel).getByRole('combobox', { name: 'Marca' });
  await waitFor(() => expect(brandSelect).toBeEnabled());
  await user.selectOptions(brandSelect, brand);
  const modelSelect = within(panel).getByRole('combobox', { name: 'Modelo' });
  await waitFor(() => expect(modelSelect).toBeEnabled());
  await user.selectOptions(modelSelect, model);
  const yearSelect = within(panel).getByRole('combobox', { name: 'Año' });
  await waitFor(() => expect(yearSelect).toBeEnabled());
  await user.selectOptions(yearSelect, year);
  await user.click(within(panel).getByRole('button', { name: 'Guardar y usar' }));
}

const savedVehicles = (panel: HTMLElement) =>
  within(within(panel).getByRole('list'))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-pressed'))
    .map((button) => `${button.textContent}${button.getAttribute('aria-pressed') === 'true' ? ' (activo)' : ''}`);

describe('Mi garaje in the header (guest)', () => {
  it('chooses a vehicle in the panel, shows it on the button and keeps it in the browser', async () => {
    const { user } = renderWithProviders(<StorefrontRoot />);
    const header = screen.getByRole('banner');
    const button = within(header).getByRole('button', { name: 'Mi garaje: elige tu vehículo' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const panel = await openGarage(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveTextContent('Elige tu auto y te mostraremos qué repuestos le sirven.');
    await chooseVehicle(user, panel, 'Toyota', 'Yaris', '2012');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mi garaje' })).not.toBeInTheDocument());
    expect(within(header).getByRole('button', { name: 'Mi garaje: Toyota Yaris 2012' })).toHaveFocus();
    expect(JSON.parse(window.localStorage.getItem('garage') ?? '{}')).toMatchObject({
      active: yaris2012,
      vehicles: [yaris2012],
    });
  });

  it('switches, removes and stops using vehicles', async () => {
    storeGuestGarage([corolla2010, yaris2012], yaris2012);
    const { user } = renderWithProviders(<StorefrontRoot />);

    let panel = await openGarage(user);
    expect(within(panel).getByText('Viendo repuestos para').nextSibling).toHaveTextContent('Toyota Yaris 2012');
    expect(savedVehicles(panel)).toEqual(['Toyota Corolla 2010', 'Toyota Yaris 2012 (activo)']);
    expect(within(panel).getByRole('link', { name: 'Ver repuestos compatibles' })).toHaveAttribute(
      'href',
      '/repuestos?compatibles=1',
    );

    await user.click(within(panel).getByRole('button', { name: 'Toyota Corolla 2010' }));
    expect(screen.getByRole('button', { name: 'Mi garaje: Toyota Corolla 2010' })).toBeInTheDocument();

    panel = await openGarage(user);
    await user.click(within(panel).getByRole('button', { name: 'Quitar Toyota Yaris 2012 de Mi garaje' }));
    expect(savedVehicles(panel)).toEqual(['Toyota Corolla 2010 (activo)']);

    await user.click(within(panel).getByRole('button', { name: 'Quitar vehículo activo' }));
    expect(screen.getByRole('button', { name: 'Mi garaje: elige tu vehículo' })).toBeInTheDocument();
    expect(savedVehicles(panel)).toEqual(['Toyota Corolla 2010']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Mi garaje' })).not.toBeInTheDocument();
  });

  it('asks to remove a vehicle before adding a fourth', async () => {
    storeGuestGarage([corolla2010, yaris2012, swift2013]);
    const { user } = renderWithProviders(<StorefrontRoot />);
    const panel = await openGarage(user);
    expect(panel).toHaveTextContent('Tu garaje admite hasta 3 vehículos. Quita uno para agregar otro.');
    expect(within(panel).queryByRole('combobox', { name: 'Marca' })).not.toBeInTheDocument();
  });
});

describe('Mi garaje of a signed-in customer', () => {
  it("lists the account's vehicles and saves and removes through the garage calls", async () => {
    signInAs('customer');
    seedGarage(TEST_TOKENS.customer, [{ modelId: 12, year: 2010 }]);
    const requests = recordRequests();
    const { user } = renderWithProviders(<StorefrontRoot />);

    const panel = await openGarage(user);
    await waitFor(() => expect(savedVehicles(panel)).toEqual(['Toyota Corolla 2010']));
    expect(within(panel).queryByText(/Inicia sesión/)).not.toBeInTheDocument();

    await chooseVehicle(user, panel, 'Toyota', 'Yaris', '2012');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mi garaje: Toyota Yaris 2012' })).toBeInTheDocument(),
    );
    const [created] = requests.to('/garage', 'POST');
    expect(created).toBeDefined();

    const reopened = await openGarage(user);
    await waitFor(() => expect(savedVehicles(reopened)).toEqual(['Toyota Yaris 2012 (activo)', 'Toyota Corolla 2010']));
    await user.click(within(reopened).getByRole('button', { name: 'Quitar Toyota Yaris 2012 de Mi garaje' }));
    await waitFor(() => expect(savedVehicles(reopened)).toEqual(['Toyota Corolla 2010']));
    // The seeded Corolla is row 500, the Yaris just saved row 501.
    expect(requests.to('/garage/501', 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mi garaje: elige tu vehículo' })).toBeInTheDocument();
    // The account holds them: nothing stays in the browser's list.
    expect(JSON.parse(window.localStorage.getItem('garage') ?? '{}')).toMatchObject({ vehicles: [] });
  });

  it("hands the guest's vehicles to the account on sign-in", async () => {
    storeGuestGarage([yaris2012], yaris2012);
    seedGarage(TEST_TOKENS.customer, [{ modelId: 41, year: 2013 }]);
    const requests = recordRequests();
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'ana@example.cl');
    await user.type(screen.getByLabelText('Contraseña'), TEST_PASSWORDS.customer);
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    // The home page on screen: the navigation away from /login has been committed.
    await screen.findByRole('heading', { name: 'Encuentra repuestos para tu auto' });
    await waitFor(() => expect(requests.to('/garage/merge', 'POST')).toHaveLength(1));
    const panel = await openGarage(user);
    await waitFor(() => expect(savedVehicles(panel)).toEqual(['Suzuki Swift 2013', 'Toyota Yaris 2012 (activo)']));
    expect(JSON.parse(window.localStorage.getItem('garage') ?? '{}')).toMatchObject({
      vehicles: [],
      active: yaris2012,
    });
  });
});

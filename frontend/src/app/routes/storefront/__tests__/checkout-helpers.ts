import { expect, onTestFinished } from 'vitest';

import { brakePads, cartState } from '@/testing/cart-fixtures';
import { server } from '@/testing/mocks/server';
import { renderApp, screen } from '@/testing/test-utils';

// Shared by the checkout tests: the cart, the form filled in and the steps walked through.

type User = ReturnType<typeof renderApp>['user'];

const oneLineCart = () => cartState([{ product: brakePads, quantity: 2 }]);

export async function openCheckout(preloaded = oneLineCart()) {
  const view = renderApp('/checkout', { preloadedState: preloaded });
  await screen.findByRole('heading', { level: 1, name: 'Finalizar Compra' });
  return view;
}

export const shippingLine = () => screen.getByText('Costo de envío:').nextElementSibling as HTMLElement;
export const stepButton = (name: RegExp) => screen.getByRole('button', { name });

export async function fillContact(user: User) {
  await user.type(screen.getByLabelText('Correo electrónico'), 'luis@example.cl');
  await user.type(screen.getByLabelText('Teléfono'), '+56911112222');
  await user.type(screen.getByLabelText('Nombre'), 'Luis');
  await user.type(screen.getByLabelText('Apellido'), 'Soto');
}

export async function fillAddress(user: User) {
  await user.type(screen.getByLabelText('Dirección'), 'Av. Matta 100');
  await user.selectOptions(screen.getByLabelText('Región'), 'RM');
  await user.selectOptions(screen.getByLabelText('Comuna'), 'Santiago');
  await user.type(screen.getByLabelText('Código postal'), '8320000');
}

export async function goToReview(user: User, paymentName?: string) {
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('radio', { name: /Webpay Plus/ });
  if (paymentName) await user.click(screen.getByRole('radio', { name: new RegExp(paymentName) }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(screen.getByText('Paso 3 de 3')).toBeVisible();
}

/** Opens the checkout, fills the contact and the address and walks to the review step, paying with `paymentName`. */
export async function openReview(paymentName?: string) {
  const view = await openCheckout();
  await fillContact(view.user);
  await fillAddress(view.user);
  await goToReview(view.user, paymentName);
  return view;
}

/** The bodies of the orders the page posts (POST /api/orders) during the current test. */
export function recordOrderBodies() {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/orders')) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return bodies;
}

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { storedEmail } from '@/testing/mocks/handlers/admin-emails';
import { recordRequests } from '@/testing/mocks/request-log';
import { screen, waitFor, within } from '@/testing/test-utils';

import { renderAdmin } from './catalog-helpers';

// The lazy admin chunk needs more than 5 s on a busy machine.
const SLOW_TEST_TIMEOUT_MS = 15_000;
const TABLE = 'Correos enviados por la tienda';

async function openEmails(overrides: Parameters<typeof renderAdmin>[1] = []) {
  const rendered = renderAdmin('/admin/correos', overrides);
  await screen.findByRole('table', { name: TABLE }, { timeout: 10_000 });
  return rendered;
}

const table = () => screen.getByRole('table', { name: TABLE });
const row = (kind: string, index = 0) =>
  within(table()).getAllByRole('rowheader', { name: kind })[index].closest('tr')!;
const statusFilter = () => screen.getByRole('combobox', { name: 'Estado' });

describe('admin e-mails (Correos)', () => {
  it(
    'lists the outbox newest first: kind in Spanish, recipient, subject, status, es-CL dates, attempts and error',
    async () => {
      const requests = recordRequests();
      await openEmails();

      expect(screen.getByRole('heading', { level: 1, name: 'Correos' })).toBeVisible();
      const link = screen.getByRole('link', { name: 'Correos' });
      expect(link).toHaveAttribute('href', '/admin/correos');
      expect(link).toHaveAttribute('aria-current', 'page');
      expect(requests.to('/admin/emails')[0].searchParams.toString()).toBe('page=1');
      expect(within(table()).getAllByRole('row')).toHaveLength(20 + 1);
      expect(screen.getByText('Mostrando 1-20 de 25 correos')).toBeVisible();
      expect(screen.getByText('25 correos')).toBeVisible();

      const failed = row('Pedido recibido');
      expect(within(failed).getByText('ana@example.cl')).toBeVisible();
      expect(within(failed).getByText('Recibimos tu pedido #1045')).toBeVisible();
      expect(within(failed).getByText('Con error')).toHaveClass('admin-badge--danger');
      expect(within(failed).getByText('550 5.1.1 Mailbox unavailable')).toBeVisible();
      // es-CL in the store's time zone (UTC-3 in March); never sent.
      expect(within(failed).getByRole('cell', { name: /^Creado/ })).toHaveTextContent(
        'Creado20 mar 2025, 11:30Enviado—',
      );
      expect(within(failed).getByText('5 intentos')).toBeVisible();
      expect(
        within(failed).getByRole('button', { name: 'Reintentar el correo «Pedido recibido» a ana@example.cl' }),
      ).toBeEnabled();

      const pending = row('Bienvenida');
      expect(within(pending).getByText('Pendiente')).toBeVisible();
      expect(within(pending).queryByRole('button')).not.toBeInTheDocument();

      const sent = row('Nuevo pedido (tienda)');
      expect(within(sent).getByText('Enviado', { selector: '.admin-badge' })).toHaveClass('admin-badge--ok');
      // Created, then accepted by the SMTP server a minute later.
      const dates = within(sent).getByRole('cell', { name: /^Creado/ });
      expect(dates).toHaveTextContent('Creado20 mar 2025, 09:30Enviado20 mar 2025, 09:31');
      expect(within(sent).getByText('<28.abc@repuestos.cl>')).toBeVisible();
      expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
      expect(within(table()).getAllByRole('rowheader', { name: 'Cambio de estado' })).toHaveLength(17);
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    'filters by status on the server and starts again at page 1',
    async () => {
      const requests = recordRequests();
      const { user } = await openEmails();
      expect(Array.from(statusFilter().querySelectorAll('option')).map((option) => option.textContent)).toEqual([
        'Todos',
        'Pendientes',
        'Enviados',
        'Con error',
      ]);

      await user.click(
        within(screen.getByRole('navigation', { name: 'Páginas de correos' })).getByRole('button', {
          name: 'Página 2',
        }),
      );
      expect(await screen.findByText('Mostrando 21-25 de 25 correos')).toBeVisible();
      expect(requests.to('/admin/emails').at(-1)!.searchParams.toString()).toBe('page=2');

      await user.selectOptions(statusFilter(), 'Con error');
      expect(await screen.findByText('Mostrando 1-1 de 1 correo')).toBeVisible();
      expect(requests.to('/admin/emails').at(-1)!.searchParams.toString()).toBe('status=failed&page=1');
      expect(
        within(table())
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Pedido recibido']);

      await user.selectOptions(statusFilter(), 'Pendientes');
      await waitFor(() =>
        expect(requests.to('/admin/emails').at(-1)!.searchParams.toString()).toBe('status=pending&page=1'),
      );
      expect(await screen.findByText('Mostrando 1-1 de 1 correo')).toBeVisible();
      expect(row('Bienvenida')).toBeVisible();

      await user.selectOptions(statusFilter(), 'Enviados');
      expect(await screen.findByText('Mostrando 1-20 de 23 correos')).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    'retries a failed e-mail: the button says so while it waits, then the list shows it pending again',
    async () => {
      const gate = deferred();
      const requests = recordRequests();
      const { user } = await openEmails([
        http.post(apiUrl('/admin/emails/:id/retry'), async () => {
          await gate.promise;
          return undefined;
        }),
      ]);
      const name = 'Reintentar el correo «Pedido recibido» a ana@example.cl';
      await user.click(within(row('Pedido recibido')).getByRole('button', { name }));

      const busy = within(row('Pedido recibido')).getByRole('button', { name: /^Reintentando…/ });
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
      gate.resolve();

      expect(await screen.findByText('El correo a ana@example.cl volvió a la cola de envío.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(requests.to('/admin/emails/30/retry', 'POST')).toHaveLength(1);
      expect(storedEmail(30)?.status).toBe('pending');
      // The list asks again and the e-mail now waits in the queue, with nothing left to retry.
      await waitFor(() => expect(within(row('Pedido recibido')).getByText('Pendiente')).toBeVisible());
      expect(within(row('Pedido recibido')).queryByRole('button')).not.toBeInTheDocument();
      expect(requests.to('/admin/emails')).toHaveLength(2);
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    "says why a retry was refused (the server's reason, or a Spanish fallback) and keeps the row",
    async () => {
      let answer: 'conflict' | 'crash' = 'conflict';
      const { user } = await openEmails([
        http.post(apiUrl('/admin/emails/:id/retry'), () =>
          answer === 'conflict'
            ? HttpResponse.json(
                { success: false, message: 'Solo se puede reintentar un correo cuyo envío falló.' },
                { status: 409 },
              )
            : new HttpResponse(null, { status: 500 }),
        ),
      ]);
      const button = () =>
        within(row('Pedido recibido')).getByRole('button', { name: /^Reintentar el correo «Pedido recibido»/ });

      await user.click(button());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Solo se puede reintentar un correo cuyo envío falló.',
      );
      expect(button()).toBeEnabled();

      answer = 'crash';
      await user.click(button());
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'No se pudo reintentar el correo. Por favor, inténtalo de nuevo.',
        ),
      );
      expect(storedEmail(30)?.status).toBe('failed');
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    'shows placeholders, then an error with a retry that recovers, and an empty state for an empty status',
    async () => {
      const gate = deferred();
      let failing = true;
      const { user } = renderAdmin('/admin/correos', [
        http.get(apiUrl('/admin/emails'), async ({ request }) => {
          await gate.promise;
          if (failing) return HttpResponse.json({ success: false, message: 'Error' }, { status: 500 });
          if (new URL(request.url).searchParams.get('status') === 'failed') {
            return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 });
          }
          return undefined;
        }),
      ]);
      expect(await screen.findByText('Cargando correos…', {}, { timeout: 10_000 })).toBeInTheDocument();
      gate.resolve();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error al cargar los correos. Por favor, inténtalo de nuevo.');
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('table', { name: TABLE })).toBeVisible();

      await user.selectOptions(statusFilter(), 'Con error');
      expect(await screen.findByText('No hay correos')).toBeVisible();
      expect(screen.getByText('Ningún correo está en el estado elegido.')).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import { queueHandlers } from './admin-queues-handlers';
import { renderAdmin } from './catalog-helpers';

// The lazy admin chunk needs more than 5 s on a busy machine.
const SLOW_TEST_TIMEOUT_MS = 15_000;
const TABLE = 'Trabajos de la cola';

async function openQueues(handlers = queueHandlers()) {
  const rendered = renderAdmin('/admin/colas', handlers);
  await screen.findByRole('table', { name: TABLE }, { timeout: 10_000 });
  return rendered;
}

const table = () => screen.getByRole('table', { name: TABLE });
const jobRow = (id: string) => within(table()).getByText(`#${id}`).closest('tr')!;

describe('admin queue console (Colas)', () => {
  it(
    "shows every queue with its workers and counts, and the import queue's failed jobs with their reasons",
    async () => {
      await openQueues(queueHandlers({ email: 0 }));
      expect(screen.getByRole('heading', { level: 1, name: 'Colas de trabajo' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Colas' })).toHaveAttribute('aria-current', 'page');
      for (const label of ['Importaciones Excel', 'Pedidos sin pagar', 'Pagos Webpay vencidos', 'Correos']) {
        expect(screen.getByRole('heading', { level: 2, name: label })).toBeVisible();
      }
      expect(screen.getByRole('button', { name: 'Importaciones Excel: 2 con error' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Importaciones Excel: 1 en espera' })).toBeVisible();
      // A queue no worker listens to says so: its jobs would wait forever.
      const mail = screen.getByRole('heading', { level: 2, name: 'Correos' }).closest('li')!;
      expect(within(mail).getByText('Sin workers: los trabajos esperan hasta que uno se conecte.')).toBeVisible();

      expect(within(table()).getAllByRole('row')).toHaveLength(2 + 1);
      expect(within(jobRow('11')).getByText('Archivo dañado')).toBeVisible();
      expect(within(jobRow('12')).getByText('3 intentos')).toBeVisible();
      expect(within(jobRow('12')).getByText('{"sessionId":"s-12"}')).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    'retries a failed job: it leaves the failed list and the counts follow',
    async () => {
      const { user } = await openQueues();
      await user.click(within(jobRow('12')).getByRole('button', { name: 'Reintentar el trabajo import-session #12' }));
      expect(await screen.findByText('Trabajo reintentado: volvió a la cola.')).toBeVisible();
      await waitFor(() => expect(within(table()).queryByText('#12')).not.toBeInTheDocument());
      expect(await screen.findByRole('button', { name: 'Importaciones Excel: 2 en espera' })).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    'asks before removing a failed job, and shows the server reason when it is no longer failed',
    async () => {
      const { user } = await openQueues();
      await user.click(within(jobRow('11')).getByRole('button', { name: 'Eliminar el trabajo import-session #11' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Eliminar trabajo' });
      expect(within(dialog).getByText('¿Eliminar el trabajo import-session #11?')).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      expect(await screen.findByText('Trabajo eliminado.')).toBeVisible();
      await waitFor(() => expect(within(table()).queryByText('#11')).not.toBeInTheDocument());

      // Another admin retried #12 meanwhile: the server answers 409 and the page says why.
      server.use(
        http.post(apiUrl('/admin/queues/:queue/jobs/:jobId/retry'), () =>
          HttpResponse.json(
            { success: false, message: 'Solo se pueden reintentar o eliminar trabajos con error' },
            { status: 409 },
          ),
        ),
      );
      await user.click(within(jobRow('12')).getByRole('button', { name: /Reintentar/ }));
      expect(await screen.findByText('Solo se pueden reintentar o eliminar trabajos con error')).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    "lists another queue's jobs in another state from the filters",
    async () => {
      const { user } = await openQueues();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'en-espera');
      await waitFor(() => expect(within(table()).getByText('#13')).toBeVisible());
      await user.selectOptions(screen.getByRole('combobox', { name: 'Cola' }), 'email');
      expect(await screen.findByText('Esta cola no tiene trabajos en espera.')).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it(
    'says so when the queues cannot be read, and reads them again on request',
    async () => {
      let calls = 0;
      const failing = http.get(apiUrl('/admin/queues'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : undefined;
      });
      const { user } = renderAdmin('/admin/colas', [failing, ...queueHandlers()]);
      const alert = await screen.findByText(
        'No se pudieron cargar las colas. Por favor, inténtalo de nuevo.',
        undefined,
        {
          timeout: 10_000,
        },
      );
      await user.click(within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Importaciones Excel' })).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );
});

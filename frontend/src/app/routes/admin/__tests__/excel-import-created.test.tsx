import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { activeProcessesFixture, importResultFixture } from '@/features/admin-import/testing/import-fixtures';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import { openImport, SLOW_TEST_MS, startImport, warningsReplies } from './excel-import-helpers';

describe('admin excel import: what the import created', () => {
  it(
    'names the sub-subcategories it created, live and in the result, each linked to move or rename it',
    async () => {
      const progress = sseEndpoint(apiUrl('/import/progress'));
      const answer = deferred();
      let sessionId = '';
      const created = [
        { id: 41, name: 'Kits de embrague', category: 'Sin clasificar', sheet: 'Frenos', row: 7, sku: 'KE-1' },
        { id: 42, name: 'Sensores de lluvia', category: 'Sin clasificar', sheet: 'Frenos', row: 160, sku: 'SL-9' },
      ];
      server.use(
        progress.handler,
        http.post(apiUrl('/import/excel'), async () => {
          await answer.promise;
          return HttpResponse.json(
            importResultFixture({
              sessionId,
              message:
                'Importación completada: 297 filas importadas (58 productos nuevos, 2 actualizados, 290 compatibilidades nuevas) y 3 con errores. Se crearon 2 sub-subcategorías nuevas en la categoría "Sin clasificar".',
              categoryWarningCount: 2,
              createdSubSubcategories: created.map((item) => item.name),
              newSubSubcategories: [
                { ...created[0], productCount: 3 },
                { ...created[1], productCount: 1 },
              ],
            }),
          );
        }),
      );
      warningsReplies(0, 0);
      await startImport();
      const run = await screen.findByRole('region', { name: 'Progreso de la importación' });
      await waitFor(() => expect(progress.connections).toHaveLength(1));
      const stream = progress.latest();
      sessionId = new URL(stream.request.url).searchParams.get('sessionId') ?? '';

      stream.event({ type: 'connected', message: 'Conectado' }, '0');
      stream.event(
        {
          type: 'batch-completed',
          message: 'Lote guardado: filas hasta la 101 de la hoja "Frenos"',
          progress: 33,
          processedRows: 100,
          totalRows: 300,
          categoryWarningCount: 1,
          newSubSubcategories: [created[0]],
        },
        '1-0',
      );

      // Live: named as soon as its batch is saved, linked to its edit form, and said in the log.
      const live = await within(run).findByRole('region', { name: /Sub-subcategorías creadas/ });
      expect(within(live).getByRole('link', { name: 'Kits de embrague' })).toHaveAttribute(
        'href',
        '/admin/subsubcategories/41/edit',
      );
      expect(within(live).getByText('Fila 7 · hoja Frenos · SKU KE-1')).toBeVisible();
      expect(within(live).getByRole('link', { name: 'Ir a sub-subcategorías' })).toHaveAttribute(
        'href',
        '/admin/subsubcategories',
      );
      expect(within(run).getByRole('log')).toHaveTextContent(
        'Sub-subcategoría "Kits de embrague" no encontrada (fila 7): se creó en la categoría "Sin clasificar"',
      );
      stream.event(
        {
          type: 'batch-completed',
          message: 'Lote guardado: filas hasta la 201 de la hoja "Frenos"',
          progress: 66,
          processedRows: 200,
          categoryWarningCount: 2,
          newSubSubcategories: [created[1]],
        },
        '2-0',
      );
      await within(live).findByRole('link', { name: 'Sensores de lluvia' });
      expect(within(live).getByRole('heading')).toHaveTextContent('Sub-subcategorías creadas (2)');

      answer.resolve();
      const panel = await screen.findByRole('region', { name: 'Importación completada' });
      const taxonomy = within(panel).getByRole('region', { name: /Sub-subcategorías creadas/ });
      expect(taxonomy).toHaveTextContent(
        'Estas sub-subcategorías no existían en el catálogo: la importación las creó en la categoría «Sin clasificar» para no perder filas. Muévelas a su categoría o renómbralas.',
      );
      const items = within(within(taxonomy).getByRole('list')).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(within(items[0]).getByRole('link', { name: 'Kits de embrague' })).toHaveAttribute(
        'href',
        '/admin/subsubcategories/41/edit',
      );
      expect(items[0]).toHaveTextContent('Fila 7 · hoja Frenos · SKU KE-1 · 3 productos');
      expect(items[1]).toHaveTextContent('Sensores de lluvia');
      expect(items[1]).toHaveTextContent('Fila 160 · hoja Frenos · SKU SL-9 · 1 producto');
      expect(within(taxonomy).getByRole('link', { name: 'Ir a sub-subcategorías' })).toHaveAttribute(
        'href',
        '/admin/subsubcategories',
      );
      // Shown once: the live box gives way to the result's list.
      expect(within(run).queryByRole('region', { name: /Sub-subcategorías creadas/ })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it('shows a created sub-subcategory of a stored result even without live events', async () => {
    const finished = activeProcessesFixture[1];
    const result = importResultFixture({
      sessionId: finished.sessionId,
      categoryWarningCount: 1,
      createdSubSubcategories: ['Kits de embrague'],
      newSubSubcategories: [
        {
          id: 41,
          name: 'Kits de embrague',
          category: 'Sin clasificar',
          sheet: 'Frenos',
          row: 7,
          sku: 'KE-1',
          productCount: 1,
        },
      ],
    });
    server.use(
      http.get(apiUrl('/import/active'), () => HttpResponse.json({ success: true, activeProcesses: [finished] })),
      http.get(apiUrl(`/import/result/${finished.sessionId}`), () => HttpResponse.json(result)),
    );
    warningsReplies(0, 0);
    const { user } = await openImport();
    await user.click(screen.getByRole('button', { name: 'Buscar procesos activos' }));
    await user.click(await screen.findByRole('button', { name: 'Ver resultado' }));
    const panel = await screen.findByRole('region', { name: 'Importación completada' });
    const taxonomy = within(panel).getByRole('region', { name: /Sub-subcategorías creadas/ });
    expect(taxonomy).toHaveTextContent('Esta sub-subcategoría no existía en el catálogo: la importación la creó');
    expect(taxonomy).toHaveTextContent('Muévela a su categoría o renómbrala.');
    expect(within(taxonomy).getByRole('link', { name: 'Kits de embrague' })).toHaveAttribute(
      'href',
      '/admin/subsubcategories/41/edit',
    );
    expect(taxonomy).toHaveTextContent('1 producto');
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { fireEvent, screen, within } from '@/testing/test-utils';

import { chooseFileAndSheets, openImport, startButton, workbookFile, worksheetsReply } from './excel-import-helpers';

describe('admin excel import: setup', () => {
  it('explains the format, the limits and the columns', async () => {
    await openImport();
    const format = screen.getByRole('region', { name: 'Formato del archivo' });
    expect(within(format).getByText(/Tiempo máximo de procesamiento/)).toHaveTextContent('4 horas');
    expect(within(format).getByText(/Conexión en vivo/)).toHaveTextContent('1 hora, con reconexión automática');
    expect(within(format).getByText(/continúa aunque cierres esta ventana/)).toBeVisible();
    for (const column of ['itemCode', 'U_marca', 'modelo', 'ano_inicio', 'ano_fin', 'U_subsubcategoria', 'stock']) {
      expect(within(format).getAllByText(column).length).toBeGreaterThan(0);
    }
    for (const column of ['oem', 'Precio_WEB', 'Descuento', 'IMAGEN3']) {
      expect(within(format).getByText(column)).toBeVisible();
    }
  });

  it('accepts an Excel file by drop, shows its name and size, refuses other files and clears', async () => {
    const { user } = await openImport();
    const zone = screen.getByRole('button', { name: 'Seleccionar archivo Excel' });

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecciona un archivo Excel (.xlsx o .xls)');

    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('inventario.xls', 3 * 1024 * 1024)] } });
    expect(await screen.findByText('inventario.xls', { selector: '.import-drop__file-name' })).toBeVisible();
    expect(screen.getByText('3 MB', { selector: '.import-drop__file-size' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(screen.queryByText('inventario.xls', { selector: '.import-drop__file-name' })).not.toBeInTheDocument();
    expect(screen.getByText('Aún no has seleccionado un archivo.')).toBeVisible();
  });

  it('opens the file picker from the keyboard', async () => {
    const { user } = await openImport();
    const input = screen.getByLabelText<HTMLInputElement>('Archivo Excel');
    const click = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Seleccionar archivo Excel' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('enables the start button only with loaded sheets and a chosen sheet, with hints', async () => {
    const { user } = await openImport();
    expect(startButton()).toBeDisabled();

    await user.upload(screen.getByLabelText('Archivo Excel'), workbookFile());
    expect(screen.getByText('1.5 KB', { selector: '.import-drop__file-size' })).toBeVisible();
    expect(startButton()).toBeDisabled();
    expect(screen.getByText('Primero carga la información del archivo')).toBeVisible();

    worksheetsReply(['Frenos', 'Motor']);
    await user.click(screen.getByRole('button', { name: 'Ver hojas disponibles' }));
    expect(await screen.findByText('Se encontraron 2 hojas:')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Una hoja específica' })).toBeChecked();
    expect(startButton()).toBeDisabled();
    expect(screen.getByText('Selecciona una hoja específica')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Hoja a importar'), 'Motor');
    expect(startButton()).toBeEnabled();
    expect(screen.queryByText('Selecciona una hoja específica')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hoja a importar'), '');
    await user.click(screen.getByRole('radio', { name: 'Todas las hojas' }));
    expect(startButton()).toBeEnabled();
    expect(screen.getByText('Todas las hojas (2): Frenos, Motor')).toBeVisible();
  });

  it('preselects the only sheet of a one-sheet workbook', async () => {
    const { user } = await openImport();
    await chooseFileAndSheets(user, ['Productos']);
    expect(screen.getByText('Se encontró 1 hoja:')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Una hoja específica' })).toBeChecked();
    expect(screen.getByLabelText('Hoja a importar')).toHaveValue('Productos');
    expect(startButton()).toBeEnabled();
  });

  it.each([
    [
      'the listing reports a failure',
      () =>
        HttpResponse.json({ success: false, message: 'El archivo Excel está dañado o incompleto.' }, { status: 400 }),
      'Error cargando hojas: El archivo Excel está dañado o incompleto.',
    ],
    ['the network fails', () => HttpResponse.error(), 'Error de conexión al cargar hojas'],
  ])('shows an error when %s', async (_case, reply, message) => {
    server.use(http.post(apiUrl('/import/worksheets'), reply));
    const { user } = await openImport();
    await user.upload(screen.getByLabelText('Archivo Excel'), workbookFile());
    await user.click(screen.getByRole('button', { name: 'Ver hojas disponibles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(startButton()).toBeDisabled();
  });
});

import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { screen, within } from '@/testing/test-utils';

import {
  adminSettingsHandlers,
  DEMO_SETTINGS,
  resetAdminSettings,
  storedRates,
  storedSettings,
} from './admin-settings-handlers';
import { FORM_TEST_TIMEOUT_MS, renderAdmin } from './catalog-helpers';

const DEMO_NOTICE =
  'Estos son datos de demostración: reemplázalos por los datos reales de tu tienda antes de recibir pedidos. El aviso desaparece al guardar.';
const INVALID = 'Revisa los campos marcados: no se guardó ningún cambio.';

async function openSettings(overrides: Parameters<typeof renderAdmin>[1] = []) {
  const rendered = renderAdmin('/admin/settings', [...overrides, ...adminSettingsHandlers]);
  await screen.findByRole('heading', { level: 1, name: 'Configuración de la tienda' });
  await screen.findByRole('button', { name: 'Guardar cambios' });
  return rendered;
}

const section = (name: string) => screen.getByRole('group', { name });
const errorOf = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('admin shop settings', () => {
  beforeEach(() => {
    resetAdminSettings();
  });

  it('shows every section with the stored values and says the demo values must be replaced', async () => {
    await openSettings();

    expect(screen.getByRole('note')).toHaveTextContent(DEMO_NOTICE);
    expect(within(section('Identidad')).getByLabelText('RUT de la empresa')).toHaveValue('76.543.210-3');
    expect(within(section('Contacto')).getByLabelText('Teléfono')).toHaveValue('+56 9 5555 1234');
    expect(within(section('Contacto')).getByLabelText('Horario de atención')).toHaveValue(DEMO_SETTINGS.openingHours);
    expect(within(section('Transferencia bancaria')).getByLabelText('Número de cuenta')).toHaveValue('00-123-45678-09');
    expect(within(section('Envíos y pagos')).getByLabelText('Envío gratis desde (CLP)')).toHaveValue('');
    expect(within(section('Envíos y pagos')).getByLabelText('Ofrecer retiro en tienda')).toBeChecked();
    expect(within(section('Envíos y pagos')).getByLabelText('Plazo para pagar una transferencia (horas)')).toHaveValue(
      '48',
    );
  });

  it(
    'saves the whole record, confirms it and drops the demo notice',
    async () => {
      const requests = recordRequests();
      const { user } = await openSettings();

      const phone = screen.getByLabelText('Teléfono');
      await user.clear(phone);
      await user.type(phone, '+56 2 2345 6789');
      const account = screen.getByLabelText('Número de cuenta');
      await user.clear(account);
      await user.type(account, '11-222-33333-44');
      await user.type(screen.getByLabelText('Envío gratis desde (CLP)'), '50000');
      await user.click(screen.getByLabelText('Ofrecer retiro en tienda'));
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Configuración guardada. La tienda ya muestra los nuevos datos.',
      );
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      expect(requests.to('/admin/settings', 'PUT')).toHaveLength(1);
      const { demoValues: _demo, updatedAt: _at, ...values } = DEMO_SETTINGS;
      expect(storedSettings()).toMatchObject({
        ...values,
        phone: '+56 2 2345 6789',
        bankAccountNumber: '11-222-33333-44',
        freeShippingThreshold: 50000,
        storePickupEnabled: false,
        demoValues: false,
      });
      expect(screen.getByLabelText('Número de cuenta')).toHaveValue('11-222-33333-44');
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'shows the Spanish reason under each wrong field and sends nothing',
    async () => {
      const requests = recordRequests();
      const { user } = await openSettings();

      const rut = screen.getByLabelText('RUT de la empresa');
      await user.clear(rut);
      await user.type(rut, '76.543.210-0');
      const whatsapp = screen.getByLabelText('WhatsApp');
      await user.clear(whatsapp);
      await user.type(whatsapp, '+56 2 2345 6789');
      const email = screen.getByLabelText('Email para comprobantes');
      await user.clear(email);
      await user.type(email, 'pagos@');
      await user.type(screen.getByLabelText('Envío gratis desde (CLP)'), '-5');
      await user.clear(screen.getByLabelText('Nombre de la tienda'));
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
      expect(errorOf('RUT de la empresa')).toBe(
        'El RUT de la empresa 76.543.210-0 no es válido: revisa el número y el dígito verificador',
      );
      expect(screen.getByLabelText('RUT de la empresa')).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf('WhatsApp')).toBe('El WhatsApp debe ser un celular chileno, por ejemplo +56 9 1234 5678');
      expect(errorOf('Email para comprobantes')).toBe('El email para comprobantes no es válido');
      expect(errorOf('Envío gratis desde (CLP)')).toBe(
        'El monto para envío gratis debe ser un número entero de pesos, 0 o más (vacío: sin envío gratis)',
      );
      expect(errorOf('Nombre de la tienda')).toBe('El nombre de la tienda es obligatorio');
      expect(errorOf('Teléfono')).toBeUndefined();
      expect(requests.to('/admin/settings', 'PUT')).toHaveLength(0);
      expect(storedSettings()).toEqual(DEMO_SETTINGS);

      // Fixing a field clears its reason.
      await user.clear(screen.getByLabelText('RUT de la empresa'));
      await user.type(screen.getByLabelText('RUT de la empresa'), '76543210-3');
      expect(errorOf('RUT de la empresa')).toBeUndefined();
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    "puts the server's reasons under their fields and the rest in the summary",
    async () => {
      const { user } = await openSettings();
      const account = screen.getByLabelText('Número de cuenta');
      await user.clear(account);
      await user.type(account, '000');
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(INVALID);
      expect(within(alert).getByText('Se enviaron datos que no se esperaban')).toBeVisible();
      expect(errorOf('Número de cuenta')).toBe('El número de cuenta no puede superar los 30 caracteres');
      expect(storedSettings()).toEqual(DEMO_SETTINGS);
      expect(screen.getByRole('note')).toHaveTextContent(DEMO_NOTICE);
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'edits the shipping rate table and sends only the changed rates',
    async () => {
      const requests = recordRequests();
      const { user } = await openSettings();
      const table = await screen.findByRole('table', { name: 'Tarifas de envío por región y tamaño de paquete' });
      const rmLarge = within(table).getByLabelText('Tarifa Región Metropolitana, paquete L');
      expect(rmLarge).toHaveValue('6000');

      await user.clear(rmLarge);
      await user.type(rmLarge, '-5');
      await user.click(screen.getByRole('button', { name: 'Guardar tarifas' }));
      expect(await screen.findByText(/Cada tarifa debe ser un número entero de pesos/)).toBeVisible();
      expect(rmLarge).toHaveAttribute('aria-invalid', 'true');
      expect(requests.to('/admin/settings/shipping-rates', 'PUT')).toHaveLength(0);

      await user.clear(rmLarge);
      await user.type(rmLarge, '6500');
      await user.click(screen.getByRole('button', { name: 'Guardar tarifas' }));
      expect(await screen.findByText('Tarifas de envío guardadas.')).toBeVisible();
      expect(storedRates().RM).toEqual({ S: 3000, M: 4500, L: 6500, XL: 9000 });
      expect(storedRates().V).toEqual({ S: 4000, M: 5500, L: 7000, XL: 10000 });
      expect(requests.to('/admin/settings/shipping-rates', 'PUT')).toHaveLength(1);
      expect(screen.getByLabelText('Tarifa Región Metropolitana, paquete L')).toHaveValue('6500');
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it('offers to retry when the settings cannot be loaded', async () => {
    let fail = true;
    const { user } = renderAdmin('/admin/settings', [
      http.get(apiUrl('/admin/settings'), () =>
        fail ? HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }) : undefined,
      ),
      ...adminSettingsHandlers,
    ]);
    expect(await screen.findByText('No se pudo cargar la configuración.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('RUT de la empresa')).toHaveValue('76.543.210-3');
  });
});

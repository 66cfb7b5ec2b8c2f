import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { fromNewIp } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** Production without Webpay credentials: the compose defaults before the opt-in existed. */
const PRODUCTION_WITHOUT_WEBPAY = {
  NODE_ENV: 'production',
  WEBPAY_COMMERCE_CODE: '',
  WEBPAY_API_KEY: '',
  WEBPAY_BASE_URL: '',
  LOG_LEVEL: 'silent',
  // Production also requires a mail server and sender (the API itself never connects to it).
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Tienda <tienda@example.cl>',
};

describe('Demo payments in production', () => {
  it('should refuse to start the API without Webpay credentials, naming both variables', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, PRODUCTION_WITHOUT_WEBPAY, { PAYMENTS_DEMO_IN_PRODUCTION: '' });
    try {
      let apiModule: typeof import('../../src/api.module') | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        apiModule = require('../../src/api.module') as typeof import('../../src/api.module');
      });
      await expect(Test.createTestingModule({ imports: [apiModule!.ApiModule] }).compile()).rejects.toThrow(
        /^Configuración inválida:\n {2}- WEBPAY_COMMERCE_CODE, WEBPAY_API_KEY: obligatorias en producción .*PAYMENTS_DEMO_IN_PRODUCTION=true$/,
      );
    } finally {
      process.env = saved;
    }
  });

  describe('with PAYMENTS_DEMO_IN_PRODUCTION=true', () => {
    let t: TestApp;
    let warn: jest.SpyInstance;

    beforeAll(async () => {
      warn = jest.spyOn(Logger.prototype, 'warn');
      t = await createTestApp(__filename, { ...PRODUCTION_WITHOUT_WEBPAY, PAYMENTS_DEMO_IN_PRODUCTION: 'true' });
    });

    afterAll(async () => {
      warn.mockRestore();
      await t?.close();
    });

    it('should start, say so in the start-up log and on the demo page', async () => {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('PAGOS DE DEMOSTRACIÓN en producción'));

      const product = await createProduct(t.dataSource, { stock: 2 });
      const { body } = await fromNewIp(request(t.server).post('/api/orders'))
        .send({
          items: [{ productId: product.id, quantity: 1 }],
          shippingAddress: 'Los Carrera 1, Concepción',
          paymentMethodId: 1,
          region: 'BI',
          guestInfo: { email: 'demo@example.cl', name: 'Demo', phone: null },
        })
        .expect(201);
      const payment = (
        await fromNewIp(request(t.server).post('/api/payments/webpay/initiate'))
          .send({ orderId: body.order.id, email: 'demo@example.cl' })
          .expect(200)
      ).body;
      expect(payment).toMatchObject({ demo: true, message: 'Modo demostración: no se realizará ningún cargo.' });
      const page = await request(t.server).get(payment.paymentUrl).expect(200);
      expect(page.text).toContain('Esta tienda funciona con pagos de demostración:');
      expect(page.text).toContain('aprobar aquí no cobra nada, aunque el pedido quede como pagado.');
    });
  });
});

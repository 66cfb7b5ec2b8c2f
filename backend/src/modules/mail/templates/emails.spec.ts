import mjml2html from 'mjml';
import type { EmailData, EmailKind, OrderEmailOrder } from '../email-kinds';
import { composeEmail, MailShop } from './emails';
import { layoutMjml, layoutText } from './layout';
import { MjmlShapes } from './mjml-shapes';

const shop: MailShop = {
  storeName: 'Repuestos Sur',
  phone: '+56 2 2345 6789',
  whatsapp: '+56 9 5555 1234',
  email: 'contacto@repuestossur.cl',
  address: 'Av. Alemania 100, Temuco',
  openingHours: ['Lunes a Viernes 9:00 - 18:00'],
  pickupInstructions: 'Trae tu número de pedido.',
  url: 'https://repuestossur.cl',
  bank: {
    bank: 'Banco Estado',
    accountType: 'Cuenta corriente',
    accountNumber: '123456789',
    holder: 'Repuestos Sur SpA',
    rut: '76.543.210-3',
    email: 'pagos@repuestossur.cl',
  },
};

const order: OrderEmailOrder = {
  id: 1045,
  customerName: 'Ana Pérez',
  customerEmail: 'ana@example.cl',
  customerPhone: '912345678',
  items: [{ title: 'Filtro de aceite', sku: 'FA-1', quantity: 3, unitPrice: 4500, lineTotal: 13500 }],
  subtotal: 13500,
  shippingCost: 0,
  total: 13500,
  delivery: 'PICKUP',
  shippingAddress: null,
  regionName: null,
  paymentMethodName: 'Transferencia Bancaria',
  paymentDueAt: '2026-01-17T15:00:00.000Z',
  bankTransfer: true,
  createdAt: '2026-01-15T15:00:00.000Z',
  orderUrl: 'https://repuestossur.cl/account/orders',
};

const samples: { [K in EmailKind]: EmailData[K] } = {
  welcome: { name: 'Ana', accountUrl: 'https://repuestossur.cl/account' },
  'password-reset': {
    name: null,
    resetUrl: 'https://repuestossur.cl/reset?token=abc',
    expiresAt: '2026-01-15T16:00:00.000Z',
  },
  'password-reset-google-only': { name: 'Ana', loginUrl: 'https://repuestossur.cl/login' },
  'password-changed': { name: 'Ana', changedAt: '2026-01-15T15:00:00.000Z' },
  'order-received': { order },
  'order-paid': { order, paidAt: '2026-01-16T15:00:00.000Z' },
  'order-status': { order, status: 'ENVIADO', courier: 'Starken', trackingNumber: 'ST-1', cancellationReason: null },
  'shop-new-order': { order, adminUrl: 'https://repuestossur.cl/admin/orders' },
  'import-finished': {
    sessionId: 'import-1',
    fileName: 'catalogo.xlsx',
    status: 'COMPLETED',
    message: 'Importación completada',
    processedRows: 10,
    productsCreated: 7,
    productsUpdated: 2,
    compatibilitiesAdded: 9,
    errorRows: 1,
    warnings: 0,
    importUrl: 'https://repuestossur.cl/admin/excel-import',
  },
};

async function render<K extends EmailKind>(kind: K, data: EmailData[K]) {
  const content = composeEmail(kind, data, shop);
  const { html, errors } = await mjml2html(layoutMjml(shop, content), { validationLevel: 'strict' });
  return { subject: content.subject, html, text: layoutText(shop, content), errors };
}

describe('composeEmail', () => {
  it.each(Object.keys(samples) as EmailKind[])(
    'should render %s as valid MJML with the shop in HTML and text',
    async (kind) => {
      const mail = await render(kind, samples[kind]);
      expect(mail.errors).toEqual([]);
      expect(mail.subject.length).toBeGreaterThan(5);
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain('Repuestos Sur');
        expect(body).toContain('https://wa.me/56955551234');
        expect(body).toContain('contacto@repuestossur.cl');
      }
      expect(mail.html).toContain('<meta name="viewport"');
    },
  );

  it('should give a pickup order the store address and hours instead of a delivery address', async () => {
    const mail = await render('order-received', { order });
    expect(mail.text).toContain('Retiro en tienda');
    expect(mail.text).toContain('Dirección: Av. Alemania 100, Temuco');
    expect(mail.text).toContain('Cómo retirar: Trae tu número de pedido.');
    expect(mail.text).toContain('Envía el comprobante a pagos@repuestossur.cl indicando el pedido #1045.');
    expect(mail.text).toContain('antes del 17 de enero de 2026 a las 12:00');
  });

  it('should escape what buyers and admins wrote (names, titles, reasons) in the HTML', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const mail = await render('order-status', {
      order: { ...order, customerName: hostile, items: [{ ...order.items[0], title: `<script>x()</script>` }] },
      status: 'CANCELADO',
      courier: null,
      trackingNumber: null,
      cancellationReason: `</div><a href="https://phish.example">Paga aquí</a>`,
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>x()');
    expect(mail.html).not.toContain('<a href="https://phish.example"');
    expect(mail.html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    // Plain text stays as written.
    expect(mail.text).toContain(`Hola ${hostile}:`);
  });

  it('should name the status in the subject and say nothing of tracking when none was given', async () => {
    const delivered = await render('order-status', { ...samples['order-status'], status: 'ENTREGADO' });
    expect(delivered.subject).toBe('Tu pedido #1045 fue entregado');
    const shipped = await render('order-status', {
      ...samples['order-status'],
      courier: null,
      trackingNumber: null,
    });
    // The sample is a pickup order: ENVIADO means it waits at the store.
    expect(shipped.subject).toBe('Tu pedido #1045 está listo para retiro');
    expect(shipped.text).toContain('Tu pedido está listo para retiro.');
    expect(shipped.text).not.toContain('Seguimiento del envío');
    const travelling = await render('order-status', {
      ...samples['order-status'],
      order: { ...order, delivery: 'DELIVERY', shippingAddress: 'Av. Matta 100, Santiago' },
    });
    expect(travelling.subject).toBe('Tu pedido #1045 fue enviado');
    expect(travelling.text).toContain('Transportista: Starken');
    expect(travelling.text).toContain('N° de seguimiento: ST-1');
  });
});

describe(MjmlShapes.name, () => {
  const direct = async (content: ReturnType<typeof composeEmail>) =>
    (await mjml2html(layoutMjml(shop, content), { validationLevel: 'strict', keepComments: false })).html;

  it.each(Object.keys(samples) as EmailKind[])(
    'should give %s the same HTML as compiling its MJML directly',
    async (kind) => {
      const content = composeEmail(kind, samples[kind], shop);
      await expect(new MjmlShapes().html(shop, content)).resolves.toBe(await direct(content));
    },
  );

  it("should compile a shape once and put each message's own values in, hostile ones as they are", async () => {
    const shapes = new MjmlShapes();
    const first = composeEmail('order-received', { order }, shop);
    const hostile = composeEmail(
      'order-received',
      {
        order: {
          ...order,
          id: 2077,
          customerName: 'Zoë <b>%%mail-value-0%%</b> & $1 $& "Co"',
          items: [{ ...order.items[0], title: "Disco $` $' %%mail-value-3%%\nfreno", sku: 'D&1' }],
          total: 999999,
        },
      },
      shop,
    );
    const html = await shapes.html(shop, hostile);
    await shapes.html(shop, first);
    expect(shapes.size).toBe(1);
    expect(html).toBe(await direct(hostile));
    expect(html).toContain('Zoë &#60;b&#62;%%mail-value-0%%&#60;/b&#62; &#38; $1 $&#38; &#34;Co&#34;');
    await expect(shapes.html(shop, first)).resolves.toBe(await direct(first));

    // Another shape (two lines instead of one) is compiled apart.
    const twoLines = composeEmail(
      'order-received',
      { order: { ...order, items: [...order.items, ...order.items] } },
      shop,
    );
    await expect(shapes.html(shop, twoLines)).resolves.toBe(await direct(twoLines));
    expect(shapes.size).toBe(2);
  });

  it('should load MJML only when it compiles its first shape (the API never does)', async () => {
    const loaded = jest.fn();
    await jest.isolateModulesAsync(async () => {
      jest.doMock('mjml', () => {
        loaded();
        return jest.requireActual('mjml');
      });
      const { MjmlShapes: Fresh } = await import('./mjml-shapes');
      const shapes = new Fresh();
      expect(loaded).not.toHaveBeenCalled();
      const content = composeEmail('order-received', { order }, shop);
      await expect(shapes.html(shop, content)).resolves.toBe(await direct(content));
      expect(loaded).toHaveBeenCalledTimes(1);
    });
  });
});

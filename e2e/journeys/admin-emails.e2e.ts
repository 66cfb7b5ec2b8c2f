import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { adminLogin } from '../support/shop.ts';
import { latestMailTo } from '../support/mail.ts';

interface PlacedOrder {
  id: number;
  email: string;
}

/** A guest order by bank transfer, placed through the API (the checkout journey drives the checkout UI). */
async function placeGuestOrder(): Promise<PlacedOrder> {
  const products = (await (await fetch(`${BASE_URL}/api/products?limit=30&sort=price-low`)).json()) as {
    products: Array<{ id: number; existencias: number }>;
  };
  const product = products.products.find((item) => item.existencias >= 2);
  assert.ok(product, 'the demo catalogue has a product in stock');
  const methods = (await (await fetch(`${BASE_URL}/api/orders/payment-methods`)).json()) as {
    paymentMethods: Array<{ id: number; code: string }>;
  };
  const transfer = methods.paymentMethods.find((method) => method.code === 'bank_transfer');
  assert.ok(transfer, 'bank transfer is an active payment method');

  const email = `correos.${Date.now()}@example.cl`;
  const response = await fetch(`${BASE_URL}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: 'Av. Brasil 2950, Valparaíso',
      paymentMethodId: transfer.id,
      region: 'VS',
      guestInfo: { email, name: 'Carla Correos', phone: '+56987650000' },
    }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  const body = (await response.json()) as { order: { id: number } };
  return { id: body.order.id, email };
}

describe("Admin e-mails: staff see the shop's e-mails of an order just placed", () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it("a guest orders → the admin opens 'Correos' → the buyer's confirmation and the shop's notice are listed", async () => {
    const order = await placeGuestOrder();
    const { context, page } = await newPage(browser, DESKTOP);

    await adminLogin(page);

    await page.getByRole('link', { name: 'Correos', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/admin/correos`);
    await page.getByRole('heading', { level: 1, name: 'Correos' }).waitFor();
    const table = page.getByRole('table', { name: 'Correos enviados por la tienda' });
    await table.waitFor();

    // Newest first: the buyer's 'Pedido recibido' naming the order, and the shop's own notice of it.
    const received = table
      .getByRole('row')
      .filter({ hasText: order.email })
      .filter({ has: page.getByRole('rowheader', { name: 'Pedido recibido' }) });
    await received.waitFor();
    assert.match(await received.innerText(), new RegExp(`#${order.id}\\b`), 'the subject names the order');
    const notice = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Nuevo pedido (tienda)' }) })
      .filter({ hasText: new RegExp(`#${order.id}\\b`) });
    await notice.waitFor();

    // The worker sends it through the SMTP server: 'Actualizar' until it reads 'Enviado' with its Message-ID.
    const status = received.locator('.admin-badge');
    const deadline = Date.now() + 30_000;
    while ((await status.innerText()) !== 'Enviado') {
      assert.notEqual(await status.innerText(), 'Con error', await received.innerText());
      assert.ok(Date.now() < deadline, `the order's e-mail was sent: ${await received.innerText()}`);
      await page.waitForTimeout(1_000);
      await page.getByRole('button', { name: 'Actualizar' }).click();
    }
    // The row's Message-ID is the one of the message the SMTP server caught.
    const caught = await latestMailTo(order.email, { subject: `#${order.id}` });
    const bare = (id: string) => id.replace(/^<|>$/g, '');
    assert.ok(caught.messageId, 'the caught message has a Message-ID');
    assert.ok((await received.innerText()).includes(bare(caught.messageId)), 'the list shows the sent Message-ID');
    await snapshot(page, 'admin-emails');

    // The status filter asks the server: the sent e-mail is among 'Enviados', not among 'Con error'.
    const sentList = page.waitForResponse((response) => response.url().includes('/api/admin/emails?status=sent'));
    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Enviados' });
    await sentList;
    await received.waitFor();
    const failedList = page.waitForResponse((response) => response.url().includes('/api/admin/emails?status=failed'));
    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Con error' });
    await failedList;
    await page.getByText(/^(No hay correos|Mostrando \d+-\d+ de \d+ correos?)$/).waitFor();
    assert.equal(await page.getByRole('row').filter({ hasText: order.email }).count(), 0);

    // At phone width the rows are cards.
    await page.setViewportSize(PHONE);
    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Todos' });
    await table.getByRole('row').filter({ hasText: order.email }).first().waitFor();
    await snapshot(page, 'admin-emails-phone');
    await context.close();
  });
});

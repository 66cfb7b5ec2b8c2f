import { Client } from 'pg';
import { MailOutboxService } from '../../src/modules/mail/mail-outbox.service';
import { MAIL_OUTBOX_CHANNEL } from '../../src/modules/mail/mail.constants';
import { createTestApp, TestApp } from '../support/test-app';

/** The outbox's way in: rows written in the caller's transaction, once per event. */
describe(MailOutboxService.name, () => {
  let t: TestApp;
  let outbox: MailOutboxService;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    outbox = t.app.get(MailOutboxService);
  }, 60000);

  afterAll(async () => {
    await t?.close();
  }, 30000);

  const rows = (key: string) =>
    t.dataSource.query<Array<{ kind: string; recipient: string; status: string; payload: unknown }>>(
      `SELECT kind, recipient, status, payload FROM mail_outbox WHERE idempotency_key = $1`,
      [key],
    );

  const welcome = (key: string, name: string) =>
    ({
      kind: 'welcome',
      to: ' ana@example.cl ',
      idempotencyKey: key,
      data: { name, accountUrl: 'http://localhost:3000/account' },
    }) as const;

  it('should write one pending row per idempotency key, keeping the first payload', async () => {
    await t.dataSource.transaction((manager) => outbox.add(manager, welcome('user:1:welcome', 'Ana')));
    await t.dataSource.transaction(async (manager) => {
      await outbox.add(manager, welcome('user:1:welcome', 'Otra'));
      await outbox.add(manager, welcome('user:1:welcome', 'Otra más'));
    });
    await expect(rows('user:1:welcome')).resolves.toEqual([
      {
        kind: 'welcome',
        recipient: 'ana@example.cl',
        status: 'pending',
        payload: { name: 'Ana', accountUrl: 'http://localhost:3000/account' },
      },
    ]);
  });

  it('should write several e-mails of one event in one call, each once, a repeated key in the same call too', async () => {
    await t.dataSource.transaction((manager) =>
      outbox.add(
        manager,
        welcome('user:4:welcome', 'Dora'),
        { ...welcome('user:4:notice', 'Dora'), to: 'tienda@example.cl' },
        welcome('user:4:welcome', 'Dora otra vez'),
      ),
    );
    await t.dataSource.transaction((manager) =>
      outbox.add(manager, welcome('user:4:welcome', 'Nadie'), welcome('user:4:notice', 'Nadie')),
    );
    await expect(rows('user:4:welcome')).resolves.toEqual([
      expect.objectContaining({ recipient: 'ana@example.cl', payload: expect.objectContaining({ name: 'Dora' }) }),
    ]);
    await expect(rows('user:4:notice')).resolves.toEqual([
      expect.objectContaining({ recipient: 'tienda@example.cl', payload: expect.objectContaining({ name: 'Dora' }) }),
    ]);
  });

  it('should refuse the whole call when one idempotency key is empty, writing nothing', async () => {
    await expect(
      t.dataSource.transaction((manager) => outbox.add(manager, welcome('user:5:welcome', 'Eva'), welcome('', 'Eva'))),
    ).rejects.toThrow('Clave de idempotencia de e-mail inválida');
    await expect(rows('user:5:welcome')).resolves.toEqual([]);
  });

  it('should leave no row when the transaction of its event rolls back', async () => {
    await expect(
      t.dataSource.transaction(async (manager) => {
        await outbox.add(manager, welcome('user:2:welcome', 'Beto'));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await expect(rows('user:2:welcome')).resolves.toEqual([]);
  });

  it('should wake the relays only once the transaction commits', async () => {
    const listener = new Client({ connectionString: t.database.url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (message) => notified.push(message.channel));
    await listener.query(`LISTEN ${MAIL_OUTBOX_CHANNEL}`);
    try {
      await t.dataSource.transaction(async (manager) => {
        await outbox.add(manager, welcome('user:3:welcome', 'Carla'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(notified).toEqual([]);
      });
      const deadline = Date.now() + 5000;
      while (notified.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(notified).toEqual([MAIL_OUTBOX_CHANNEL]);
    } finally {
      await listener.end();
    }
  });
});

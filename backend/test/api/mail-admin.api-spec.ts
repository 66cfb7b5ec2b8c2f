import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { ADMIN_EMAILS_PAGE_SIZE } from '../../src/modules/mail/mail.constants';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

/** GET /api/admin/emails and POST /api/admin/emails/{id}/retry: admins only, audited, 404/409 paths. */
describe('Admin e-mails', () => {
  let t: TestApp;
  let admin: { auth: Record<string, string>; email: string };
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    const signedIn = await signIn(t, UserRole.ADMIN);
    admin = { auth: signedIn.auth, email: signedIn.user.email };
    customer = (await signIn(t)).auth;
  }, 60000);

  afterAll(async () => {
    await t?.close();
  }, 30000);

  let sequence = 0;
  /** An outbox row in a given state, `minutesAgo` old. */
  async function row(status: 'pending' | 'sending' | 'sent' | 'failed', minutesAgo = 0): Promise<number> {
    const n = ++sequence;
    const [inserted] = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO mail_outbox (kind, recipient, idempotency_key, payload, status, attempts, last_error, message_id,
                                sent_at, created_at)
       VALUES ('password-changed', $1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9))
       RETURNING id`,
      [
        `persona${n}@example.cl`,
        `admin-test:${n}`,
        JSON.stringify({ name: null, changedAt: '2026-03-01T12:00:00.000Z' }),
        status,
        status === 'pending' ? 0 : 1,
        status === 'failed' ? '550 5.1.1 Mailbox unavailable' : null,
        status === 'sent' ? `<mail-${n}@example.cl>` : null,
        status === 'sent' ? new Date(Date.now() - minutesAgo * 60_000) : null,
        minutesAgo,
      ],
    );
    return inserted.id;
  }

  const list = (query: string, auth = admin.auth) => request(t.server).get(`/api/admin/emails${query}`).set(auth);
  const retry = (id: number | string, auth = admin.auth) =>
    request(t.server).post(`/api/admin/emails/${id}/retry`).set(auth);

  it('should list e-mails newest first with their subject, status, attempts and error, 20 per page', async () => {
    const old = await row('sent', 30);
    const failed = await row('failed', 10);
    const pending = await row('pending', 1);
    const { body } = await list('').expect(200);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: ADMIN_EMAILS_PAGE_SIZE });
    expect(body.items.map((item: { id: number }) => item.id)).toEqual([pending, failed, old]);
    expect(body.items[1]).toEqual({
      id: failed,
      kind: 'password-changed',
      to: expect.stringMatching(/@example\.cl$/),
      subject: 'Tu contraseña de Repuestos fue cambiada',
      status: 'failed',
      attempts: 1,
      lastError: '550 5.1.1 Mailbox unavailable',
      createdAt: expect.any(String),
      sentAt: null,
      messageId: null,
    });
    expect(body.items[2]).toMatchObject({ status: 'sent', sentAt: expect.any(String), messageId: expect.any(String) });
  });

  it('should filter by status and page through the rest', async () => {
    for (let index = 0; index < ADMIN_EMAILS_PAGE_SIZE + 2; index++) await row('sent', 60 + index);
    const first = (await list('?status=sent').expect(200)).body;
    const second = (await list('?status=sent&page=2').expect(200)).body;
    expect(first.total).toBe(ADMIN_EMAILS_PAGE_SIZE + 3);
    expect(first.items).toHaveLength(ADMIN_EMAILS_PAGE_SIZE);
    expect(second.items).toHaveLength(3);
    expect([...first.items, ...second.items].every((item: { status: string }) => item.status === 'sent')).toBe(true);
    const failedOnly = (await list('?status=failed').expect(200)).body;
    expect(failedOnly.items.map((item: { status: string }) => item.status)).toEqual(['failed']);
  });

  it('should refuse an unknown status or page with Spanish reasons', async () => {
    const { body } = await list('?status=borrado&page=0').expect(400);
    expect(body.message).toBe('Los datos enviados no son válidos');
    expect(JSON.stringify(body.errors)).toMatch(/estado/);
    expect(JSON.stringify(body.errors)).toMatch(/página/);
  });

  it('should put a failed e-mail back to pending, audited with the administrator, and answer 204', async () => {
    const id = await row('failed');
    await retry(id).expect(204);
    const [stored] = await t.dataSource.query(`SELECT status, last_error FROM mail_outbox WHERE id = $1`, [id]);
    // The last error stays visible until the next attempt answers.
    expect(stored).toEqual({ status: 'pending', last_error: '550 5.1.1 Mailbox unavailable' });
    const audit = await request(t.server).get('/api/admin/audit?tipo=EMAIL_RETRIED').set(admin.auth).expect(200);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        kind: 'EMAIL_RETRIED',
        entityType: 'email',
        entityId: String(id),
        changes: { status: { before: 'failed', after: 'pending' } },
      }),
    ]);
  });

  it('should answer 409 for an e-mail that did not fail, changing nothing and auditing nothing', async () => {
    for (const status of ['pending', 'sending', 'sent'] as const) {
      const id = await row(status);
      const { body } = await retry(id).expect(409);
      expect(body).toEqual({ success: false, message: 'Solo se puede reintentar un correo cuyo envío falló.' });
      const [stored] = await t.dataSource.query(`SELECT status FROM mail_outbox WHERE id = $1`, [id]);
      expect(stored.status).toBe(status);
    }
    const audit = await request(t.server).get('/api/admin/audit?tipo=EMAIL_RETRIED').set(admin.auth).expect(200);
    expect(audit.body.entries).toHaveLength(1);
  });

  it('should answer 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const { body } = await retry(id).expect(404);
      expect(body).toEqual({ success: false, message: 'Correo no encontrado' });
    }
  });

  it('should answer 401 without a session and 403 to a customer, on both calls', async () => {
    const id = await row('failed');
    await request(t.server).get('/api/admin/emails').expect(401);
    await request(t.server).post(`/api/admin/emails/${id}/retry`).expect(401);
    await list('', customer).expect(403);
    await retry(id, customer).expect(403);
    const [stored] = await t.dataSource.query(`SELECT status FROM mail_outbox WHERE id = $1`, [id]);
    expect(stored.status).toBe('failed');
  });
});

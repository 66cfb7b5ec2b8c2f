import { getQueueToken } from '@nestjs/bullmq';
import { Job, Queue, Worker } from 'bullmq';
import request from 'supertest';
import { redisOptionsFromUrl } from '../../src/core/redis/redis-url';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { PAYMENT_EXPIRY_QUEUE } from '../../src/modules/payments/payments.queue';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

const NOT_AUTHENTICATED = { success: false, message: 'Usuario no autenticado' };
const FORBIDDEN = { success: false, message: 'No tienes permiso para realizar esta acción' };
const NOT_FAILED = { success: false, message: 'Solo se pueden reintentar o eliminar trabajos con error' };
const QUEUE_NOT_FOUND = { success: false, message: 'Cola no encontrada' };
const JOB_NOT_FOUND = { success: false, message: 'Trabajo no encontrado' };

describe('Admin queue console (/api/admin/queues)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let queue: Queue;

  /** A job that fails once (attempts: 1) in a worker of this test, on the queue the API reads. */
  async function failedJob(reason = 'Webpay no respondió'): Promise<Job> {
    const worker = new Worker(
      PAYMENT_EXPIRY_QUEUE,
      () => {
        throw new Error(reason);
      },
      {
        connection: { ...redisOptionsFromUrl(process.env.REDIS_URL as string), maxRetriesPerRequest: null },
        prefix: `${t.redisPrefix}:bull`,
      },
    );
    const failed = new Promise<void>((resolve) => worker.once('failed', () => resolve()));
    const job = await queue.add('expire-attempt', { attemptId: 42 }, { attempts: 1 });
    await failed;
    await worker.close();
    return job;
  }

  const jobs = (state: string) =>
    request(t.server).get(`/api/admin/queues/${PAYMENT_EXPIRY_QUEUE}/jobs?estado=${state}`).set(admin);
  const retry = (jobId: string) =>
    request(t.server).post(`/api/admin/queues/${PAYMENT_EXPIRY_QUEUE}/jobs/${jobId}/retry`).set(admin);
  const remove = (jobId: string) =>
    request(t.server).delete(`/api/admin/queues/${PAYMENT_EXPIRY_QUEUE}/jobs/${jobId}`).set(admin);
  const auditRows = async (kind: string) =>
    (await t.dataSource.query(`SELECT entity_id AS "entityId" FROM audit_log WHERE kind = $1`, [kind])) as Array<{
      entityId: string;
    }>;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    queue = t.app.get<Queue>(getQueueToken(PAYMENT_EXPIRY_QUEUE), { strict: false });
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await queue.obliterate({ force: true });
  });

  it('should be for administrators only', async () => {
    const customer = (await signIn(t, UserRole.CUSTOMER)).auth;
    const calls = [
      () => request(t.server).get('/api/admin/queues'),
      () => request(t.server).get(`/api/admin/queues/${PAYMENT_EXPIRY_QUEUE}/jobs`),
      () => request(t.server).post(`/api/admin/queues/${PAYMENT_EXPIRY_QUEUE}/jobs/1/retry`),
      () => request(t.server).delete(`/api/admin/queues/${PAYMENT_EXPIRY_QUEUE}/jobs/1`),
    ];
    for (const call of calls) {
      await call().expect(401, NOT_AUTHENTICATED);
      await call().set(customer).expect(403, FORBIDDEN);
    }
  });

  it('should list every queue of the shop with its jobs by state', async () => {
    await failedJob();
    await queue.add('expire-attempt', { attemptId: 1 });
    const { body } = await request(t.server).get('/api/admin/queues').set(admin).expect(200);
    expect(body.queues.map((item: { name: string }) => item.name)).toEqual([
      'import',
      'import-maintenance',
      'orders-maintenance',
      'payment-expiry',
      'email',
      'mail-maintenance',
    ]);
    const payments = body.queues.find((item: { name: string }) => item.name === PAYMENT_EXPIRY_QUEUE);
    expect(payments).toMatchObject({
      label: 'Pagos Webpay vencidos',
      counts: { 'en-espera': 1, 'en-curso': 0, programado: 0, 'con-error': 1, terminado: 0 },
    });
  });

  it("should list a state's jobs with the failure reason and a cut preview of the data", async () => {
    const job = await failedJob('Tiempo de espera agotado');
    const { body } = await jobs('con-error').expect(200);
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(body.items).toEqual([
      expect.objectContaining({
        id: job.id,
        name: 'expire-attempt',
        state: 'con-error',
        attemptsMade: 1,
        failedReason: 'Tiempo de espera agotado',
        data: '{"attemptId":42}',
      }),
    ]);
    await jobs('en-espera').expect(200, { items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('should refuse unknown queues, unknown or malformed job ids and unknown states, in Spanish', async () => {
    await request(t.server).get('/api/admin/queues/no-existe/jobs').set(admin).expect(404, QUEUE_NOT_FOUND);
    await request(t.server).post('/api/admin/queues/bull/jobs/1/retry').set(admin).expect(404, QUEUE_NOT_FOUND);
    await retry('999999').expect(404, JOB_NOT_FOUND);
    await remove(encodeURIComponent('*')).expect(404, JOB_NOT_FOUND);
    await remove('x'.repeat(101)).expect(404, JOB_NOT_FOUND);
    const badState = await jobs('failed').expect(400);
    expect(badState.body.errors).toEqual([
      'El estado debe ser uno de: en-espera, en-curso, programado, con-error, terminado',
    ]);
  });

  it('should retry a failed job once, audit it, and answer 409 to a second retry at the same time', async () => {
    const job = await failedJob();
    const answers = await Promise.all([retry(job.id as string), retry(job.id as string)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual(NOT_FAILED);
    expect(await (await queue.getJob(job.id as string))?.getState()).toBe('waiting');
    expect(await auditRows('QUEUE_JOB_RETRIED')).toEqual([{ entityId: `${PAYMENT_EXPIRY_QUEUE}:${job.id}` }]);
  });

  it('should remove a failed job, and never a job that is waiting', async () => {
    const failed = await failedJob();
    await remove(failed.id as string).expect(204);
    expect(await queue.getJob(failed.id as string)).toBeUndefined();
    expect(await auditRows('QUEUE_JOB_REMOVED')).toEqual([{ entityId: `${PAYMENT_EXPIRY_QUEUE}:${failed.id}` }]);

    const waiting = await queue.add('expire-attempt', { attemptId: 7 });
    await remove(waiting.id as string).expect(409, NOT_FAILED);
    await retry(waiting.id as string).expect(409, NOT_FAILED);
    expect(await (await queue.getJob(waiting.id as string))?.getState()).toBe('waiting');
  });
});

import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { newSessionId, postExcel, readProgress, spawnWorker, waitFor, WorkerProcess } from '../import/import-harness';
import { row, simpleWorkbook } from '../import/workbooks';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const METRICS_TOKEN = 'metrics-token-that-is-at-least-32-characters';

/** The value of the first sample whose line starts with `prefix` (metric name and labels). */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('Metrics (/api/metrics)', () => {
  let t: TestApp;
  let worker: WorkerProcess | undefined;

  const scrape = () => request(t.server).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);

  beforeAll(async () => {
    t = await createTestApp(__filename, { METRICS_TOKEN });
  });

  afterAll(async () => {
    if (worker && worker.child.exitCode === null) {
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
    await t.close();
  });

  it('should answer the scraper token and administrators, nobody else', async () => {
    await request(t.server).get('/api/metrics').expect(401, { success: false, message: 'Usuario no autenticado' });
    await request(t.server)
      .get('/api/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN.slice(0, -1)}x`)
      .expect(401, { success: false, message: 'Sesión inválida o expirada' });
    const customer = (await signIn(t, UserRole.CUSTOMER)).auth;
    await request(t.server)
      .get('/api/metrics')
      .set(customer)
      .expect(403, { success: false, message: 'No tienes permiso para realizar esta acción' });

    const admin = (await signIn(t, UserRole.ADMIN)).auth;
    const answer = await request(t.server).get('/api/metrics').set(admin).expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    await scrape().expect(200);
  });

  it('should time requests by route pattern, count cache reads, and show the pool and every queue', async () => {
    const product = await createProduct(t.dataSource);
    await request(t.server).get(`/api/products/${product.id}`).expect(200);
    await request(t.server).get(`/api/products/${product.id}`).expect(200);
    await request(t.server).get('/api/no-existe').expect(404);

    const { text } = await scrape().expect(200);
    // One series per route pattern, never per id.
    expect(
      sample(text, 'repuestos_http_request_duration_seconds_count{route="/api/products/:id",method="GET",status="200"'),
    ).toBe(2);
    expect(text).not.toContain(`route="/api/products/${product.id}"`);
    expect(
      sample(text, 'repuestos_http_request_duration_seconds_count{route="unmatched",method="GET",status="404"'),
    ).toBe(1);
    expect(sample(text, 'repuestos_catalog_cache_reads_total{result="miss"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'repuestos_catalog_cache_reads_total{result="hit"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'repuestos_db_pool_connections{state="total"')).toBeGreaterThanOrEqual(1);
    for (const queue of ['import', 'import-maintenance', 'orders-maintenance', 'payment-expiry', 'email']) {
      expect(sample(text, `repuestos_queue_jobs{queue="${queue}",state="con-error"`)).toBe(0);
    }
    expect(sample(text, 'repuestos_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('should count a placed order once, also when its Idempotency-Key is replayed', async () => {
    const product = await createProduct(t.dataSource, { stock: 10 });
    const series = 'repuestos_orders_created_total{payment_method="bank_transfer",delivery="delivery"';
    const before = sample((await scrape()).text, series) ?? 0;
    const order = {
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: 'Av. Providencia 1234, Providencia',
      paymentMethodId: 2,
      region: 'RM',
      guestInfo: { email: `metricas.${process.pid}@example.cl`, name: 'Ana Métricas', phone: null },
    };
    const key = `metricas-${randomUUID()}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      await fromNewIp(request(t.server).post('/api/orders')).set('Idempotency-Key', key).send(order).expect(201);
    }
    expect(sample((await scrape()).text, series)).toBe(before + 1);
  });

  it("should include each live worker's own figures, and drop a worker that stops", async () => {
    expect(sample((await scrape()).text, 'repuestos_workers_alive')).toBe(0);
    worker = spawnWorker(t);
    const withWorker = await waitFor(
      async () => {
        const { text } = await scrape();
        return sample(text, 'repuestos_workers_alive') === 1 ? text : undefined;
      },
      60_000,
      250,
    );
    // The worker's own process figures, labelled as the worker's.
    expect(withWorker).toMatch(
      new RegExp(
        `repuestos_process_resident_memory_bytes\\{process="worker",instance="[^"]+:${worker.child.pid}"\\} \\d+`,
      ),
    );

    // An import it runs: rows written and the run's duration, from the worker's own figures.
    const admin = (await signIn(t, UserRole.ADMIN)).auth;
    const sessionId = newSessionId();
    const [response] = await Promise.all([
      postExcel(t, admin, await simpleWorkbook(Array.from({ length: 30 }, () => row())), {
        sessionId,
        worksheetName: 'Productos',
      }),
      readProgress(t, admin, sessionId),
    ]);
    expect(JSON.parse(response.text)).toMatchObject({ success: true, processedRows: 30 });
    const afterImport = await waitFor(
      async () => {
        const { text } = await scrape();
        return sample(text, 'repuestos_import_rows_total{process="worker"') === 30 ? text : undefined;
      },
      20_000,
      250,
    );
    expect(sample(afterImport, 'repuestos_import_duration_seconds_count{status="COMPLETED",process="worker"')).toBe(1);

    // Its PostgreSQL pool too; the count of live workers is the API's alone.
    expect(withWorker).toMatch(/repuestos_db_pool_connections\{state="total",process="worker",instance="[^"]+"\} \d+/);
    expect(withWorker).not.toContain('repuestos_workers_alive{process="worker"');

    worker.child.kill('SIGTERM');
    await worker.exited;
    expect(sample((await scrape()).text, 'repuestos_workers_alive')).toBe(0);
  }, 90_000);
});

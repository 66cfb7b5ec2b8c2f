// What the equivalent-numbers trigger (trg_products_cross_references_*, migration VehicleFitment)
// adds to bulk writes of products: each write run with the trigger and without it (DISABLE TRIGGER),
// alternating, inside transactions that are rolled back; plus the time EXPLAIN ANALYZE attributes to
// the trigger itself, which a busy machine disturbs much less than the difference of two totals.

const TRIGGERS = ['trg_products_cross_references_insert', 'trg_products_cross_references_update'];
const COPIED = `title, title_normalized, description, sku, sku_normalized, alternative_sku, oem, oem_normalized,
  application, manufacturer, origin, stock, price, images, category_id, subcategory_id, sub_subcategory_id`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bulk writes like the import's: copies of existing products (new SKUs), a stock update, an OEM update. */
function writes(firstId) {
  const copy = (from, count) =>
    `INSERT INTO products (${COPIED})
     SELECT title, title_normalized, description, 'T' || sku, 'T' || sku_normalized, alternative_sku, oem,
       oem_normalized, application, manufacturer, origin, stock, price, images, category_id, subcategory_id,
       sub_subcategory_id
     FROM products WHERE id BETWEEN ${from} AND ${from + count - 1}`;
  return [
    { label: 'INSERT … SELECT of 5,000 products', sql: copy(firstId, 5000), rows: 5000 },
    { label: 'INSERT … SELECT of 1,000 products', sql: copy(firstId + 10_000, 1000), rows: 1000 },
    {
      label: 'UPDATE of the stock of 1,000 products',
      sql: `UPDATE products SET stock = stock + 1 WHERE id BETWEEN ${firstId + 20_000} AND ${firstId + 20_999}`,
      rows: 1000,
    },
    {
      label: 'UPDATE of the OEM of 1,000 products',
      sql: `UPDATE products SET oem = oem || 'X' WHERE id BETWEEN ${firstId + 30_000} AND ${firstId + 30_999}`,
      rows: 1000,
    },
  ];
}

async function rolledBack(client, work) {
  await client.query('BEGIN');
  try {
    return await work();
  } finally {
    await client.query('ROLLBACK');
  }
}

/** Medians over `rounds` alternating runs, in milliseconds. Needs at least 31,000 products. */
export async function measureCrossReferenceTrigger(client, { rounds = 7 } = {}) {
  const [{ first }] = (await client.query(`SELECT min(id)::int AS first FROM products`)).rows;
  const results = [];
  for (const write of writes(first)) {
    const without = [];
    const withTrigger = [];
    const triggerOnly = [];
    for (let round = 0; round < rounds; round++) {
      without.push(
        await rolledBack(client, async () => {
          for (const name of TRIGGERS) await client.query(`ALTER TABLE products DISABLE TRIGGER ${name}`);
          const started = performance.now();
          await client.query(write.sql);
          return performance.now() - started;
        }),
      );
      withTrigger.push(
        await rolledBack(client, async () => {
          const started = performance.now();
          await client.query(write.sql);
          return performance.now() - started;
        }),
      );
      triggerOnly.push(
        await rolledBack(client, async () => {
          const [plan] = (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${write.sql}`)).rows[0]['QUERY PLAN'];
          return (plan.Triggers ?? [])
            .filter((trigger) => TRIGGERS.includes(trigger['Trigger Name']))
            .reduce((sum, trigger) => sum + trigger.Time, 0);
        }),
      );
    }
    results.push({
      label: write.label,
      rows: write.rows,
      without: median(without),
      with: median(withTrigger),
      trigger: median(triggerOnly),
    });
  }
  return results;
}

// What the benchmark asks: queries typed the way mechanics type them, built from products
// sampled out of the loaded catalogue (so every query has a known answer).
import { random } from './load.mjs';

const stripAccents = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const lower = (text) => stripAccents(text).toLowerCase();
const codeless = (code) => code.replace(/[\s\-./]+/g, '');
const STOP = new Set(['de', 'del', 'con', 'la', 'el', 'y']);

/** Common one- or two-word searches: each matches thousands of products. */
export const BROAD_QUERIES = [
  'filtro',
  'pastillas de freno',
  'toyota',
  'bujia',
  'amortiguador',
  'bateria',
  'kit de embrague',
  'radiador',
];

/**
 * `count` products spread over the id range, each with its first compatible brand and model, and
 * how many products share its title, OEM and alternative code (the quality table wants unique ones).
 */
export async function sampleProducts(client, count, seed) {
  const [{ min, max }] = (await client.query(`SELECT min(id)::int AS min, max(id)::int AS max FROM products`)).rows;
  const rng = random(seed);
  const ids = [...new Set(Array.from({ length: count * 2 }, () => rng.int(min, max)))].slice(0, count);
  const { rows } = await client.query(
    `SELECT p.id, p.title, p.title_normalized, p.sku, p.oem, p.alternative_sku, p.manufacturer, p.category_id,
       v.model, v.brand,
       (SELECT count(*) FROM products q WHERE q.title_normalized = p.title_normalized)::int AS title_count,
       (SELECT count(*) FROM products q WHERE q.oem_normalized = p.oem_normalized)::int AS oem_count,
       (SELECT count(*) FROM products q WHERE q.alternative_sku_normalized = p.alternative_sku_normalized)::int AS alt_count
     FROM products p
     LEFT JOIN LATERAL (
       SELECT m.name AS model, b.name AS brand FROM compatibilities c
       JOIN vehicle_models m ON m.id = c.model_id JOIN brands b ON b.id = m.brand_id
       WHERE c.product_id = p.id ORDER BY c.id LIMIT 1) v ON true
     WHERE p.id = ANY($1::int[])
     ORDER BY p.id`,
    [ids],
  );
  return rows;
}

/** The part name of a title: its words before the vehicle brand ('Filtro de Aceite'). */
function partWords(product) {
  const words = lower(product.title)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const brand = product.brand ? lower(product.brand) : null;
  const end = brand && words.includes(brand) ? words.indexOf(brand) : Math.min(3, words.length);
  return words.slice(0, Math.max(1, end)).filter((word) => !STOP.has(word));
}

/** One typing mistake in the middle of a word: two neighbours swapped, or a letter dropped. */
export function typo(word, swap) {
  const at = Math.floor(word.length / 2);
  return swap
    ? word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1)
    : word.slice(0, at) + word.slice(at + 1);
}

function longestWord(text) {
  return text
    .split(/[^A-Za-zÀ-ÿ]+/)
    .filter((word) => word.length >= 6)
    .sort((a, b) => b.length - a.length)[0];
}

/** Search terms for the latency runs, in a realistic mix (codes, part + model, typos, titles, broad words). */
export function searchQueries(products, count, seed, { broad = true } = {}) {
  const rng = random(seed);
  const makers = (product) =>
    product.manufacturer && product.manufacturer !== 'Genuine' ? product.manufacturer : null;
  const kinds = [
    [
      0.35,
      (p) =>
        rng.pick(
          [
            p.sku,
            codeless(p.sku).toLowerCase(),
            p.oem,
            p.oem && lower(codeless(p.oem)),
            p.oem?.slice(0, 7),
            p.alternative_sku && codeless(p.alternative_sku),
          ].filter(Boolean),
        ),
    ],
    [0.3, (p) => p.model && [...partWords(p).slice(0, rng.int(1, 2)), lower(p.model)].join(' ')],
    [0.1, (p) => p.model && [typo(partWords(p)[0], rng.next() < 0.5), lower(p.model)].join(' ')],
    [0.1, (p) => lower(p.title)],
    [0.05, (p) => makers(p) && `${partWords(p)[0]} ${lower(makers(p))}`],
    [broad ? 0.1 : 0, () => rng.pick(BROAD_QUERIES)],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  const queries = [];
  for (let attempt = 0; queries.length < count && attempt < count * 20; attempt++) {
    let roll = rng.next() * total;
    const [, make] = kinds.find(([weight]) => (roll -= weight) < 0) ?? kinds[0];
    const query = make(rng.pick(products));
    if (query && query.trim().length >= 2) queries.push(query);
  }
  return queries;
}

/** What the search box sends while typing: title starts, code starts, word starts, a typo. */
export function suggestionQueries(products, count, seed) {
  const rng = random(seed);
  const kinds = [
    (p) => lower(p.title).slice(0, rng.int(3, 14)),
    (p) => p.sku.slice(0, rng.int(3, 7)),
    (p) => p.oem && p.oem.slice(0, rng.int(4, 8)),
    (p) => p.model && `${partWords(p)[0].slice(0, 5)} ${lower(p.model).slice(0, 3)}`,
    (p) => typo(partWords(p)[0], true),
  ];
  const queries = [];
  for (let attempt = 0; queries.length < count && attempt < count * 20; attempt++) {
    const query = rng.pick(kinds)(rng.pick(products));
    if (query && query.trim().length >= 2) queries.push(query);
  }
  return queries;
}

/** 'correa de distribucion suzuki jimny' → 'correa de distribucion suzukijimny' (the last two long words); null without them. */
function glueTwoWords(title) {
  const words = title.split(' ');
  for (let i = words.length - 2; i >= 0; i--) {
    if (/^[a-z]{4,}$/.test(words[i]) && /^[a-z]{4,}$/.test(words[i + 1])) {
      return [...words.slice(0, i), words[i] + words[i + 1], ...words.slice(i + 2)].join(' ');
    }
  }
  return null;
}

/**
 * The quality table: for each product, the ways a mechanic could type it. `same(row, hit)` says
 * whether a result is the product asked for (or one indistinguishable from it for that query).
 */
export function qualityCases(products) {
  const cases = [];
  const add = (kind, product, q, same = (hit) => hit.id === product.id) => q && cases.push({ kind, product, q, same });
  for (const [i, p] of products.entries()) {
    add('SKU as it is', p, p.sku);
    add('SKU in lower case, without the hyphen', p, codeless(p.sku).toLowerCase());
    if (p.oem && p.oem_count === 1) {
      add('OEM without separators', p, codeless(p.oem));
      add('OEM in lower case, with spaces', p, lower(p.oem).replace(/[-./]/g, ' '));
    }
    if (p.alternative_sku && p.alt_count === 1)
      add("manufacturer's code, without spaces", p, codeless(p.alternative_sku));
    if (p.title_count === 1) {
      add('start of the title, cut mid-word (any title that starts the same counts)', p, p.title.slice(0, -2), (hit) =>
        hit.titulo.startsWith(p.title.slice(0, -2)),
      );
      add(
        'start of each word',
        p,
        lower(p.title)
          .split(/[^a-z0-9]+/)
          .filter(Boolean)
          .map((word) => (/^[a-z]{6,}$/.test(word) ? word.slice(0, Math.max(4, Math.ceil(word.length * 0.6))) : word))
          .join(' '),
      );
      if (/[áéíóúüñ]/i.test(p.title)) add('title without accents', p, lower(p.title));
      const word = longestWord(p.title);
      if (word) add('title with a typo', p, lower(p.title).replace(lower(word), typo(lower(word), i % 2 === 0)));
      add('two words typed without a space', p, glueTwoWords(lower(p.title)));
    }
  }
  return cases;
}

// Writes a realistic import workbook with exceljs's streaming writer (shared strings, as Excel
// saves them): the 20 columns of admin.md 2.7, Spanish text full of accents, products that fit
// several models (one row each), and the awkward rows a real catalogue has: ~1 % invalid rows,
// ~0.5 % duplicate SKUs with other data, ~1 % year ranges written backwards, a few unknown
// sub-subcategories, prices written as text ('12.990') and percents with a decimal comma.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/lib/app.mjs';

const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs');
/** The demo catalogue's names, from the built backend: read when a workbook is written (after the bench's build). */
const demoCatalog = () => require(path.join(ROOT, 'backend/dist/seed/demo-catalog.data.js'));

export const IMPORT_HEADER = [
  'itemCode',
  'U_marca',
  'modelo',
  'ano_inicio',
  'ano_fin',
  'U_subsubcategoria',
  'descripcion',
  'Titulo_web',
  'stock',
  'oem',
  'aplicacion',
  'fabricante',
  'origen',
  'precio_alsc',
  'precio_ML',
  'Descuento',
  'Precio_WEB',
  'IMAGEN1',
  'IMAGEN2',
  'IMAGEN3',
];

const PARTS = [
  'Pastilla de freno',
  'Disco de freno ventilado',
  'Amortiguador a gas',
  'Bujía de iridio',
  'Filtro de aceite',
  'Correa de distribución',
  'Bomba de agua',
  'Radiador de aluminio',
  'Termostato',
  'Rótula de suspensión',
  'Terminal de dirección',
  'Alternador',
  'Motor de partida',
  'Faro delantero',
  'Espejo lateral',
  'Kit de embrague',
  'Homocinética',
  'Bieleta',
  'Bobina de encendido',
  'Electroventilador',
];
const QUALIFIERS = [
  'delantera',
  'trasera',
  'izquierdo',
  'derecho',
  'reforzado',
  'cerámica',
  'de alto rendimiento',
  'original',
  'alternativo',
  'con sensor de desgaste',
];
const MAKERS = [
  'Bosch',
  'NGK',
  'Valeo',
  'Brembo',
  'Monroe',
  'Gates',
  'SKF',
  'Denso',
  'Febi Bilstein',
  'Mahle',
  'Sachs',
  'Lemförder',
];
const ORIGINS = ['Alemania', 'Japón', 'España', 'Brasil', 'China', 'Corea del Sur', 'México', 'Francia', 'Turquía'];
const CLOSINGS = [
  'Garantía de 6 meses; instalación recomendada en taller especializado.',
  'Incluye pernos y guía de instalación en español. ¡Envío a todo Chile!',
  'Revisión técnica aprobada: cumple la norma de emisiones vigente.',
  'Producto nuevo, en caja sellada; despacho en 24–48 horas hábiles.',
];
const UNKNOWN_SUB_SUBCATEGORIES = ['Accesorios de Cabina', 'Herramientas de Taller', 'Señalización de Emergencia'];
const BAD_ROWS = [
  (row) => ({ ...row, modelo: '' }),
  (row) => ({ ...row, stock: 'N/D' }),
  (row) => ({ ...row, Precio_WEB: 'consultar' }),
  (row) => ({ ...row, ano_inicio: 'dos mil diez' }),
  (row) => ({ ...row, IMAGEN1: 'foto-sin-url.jpg' }),
];

/** Small, seeded PRNG (mulberry32): the same arguments always give the same workbook. */
function prng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/**
 * @param {string} file output path
 * @param {{ rows: number, sheets: string[], seed?: number, firstProduct?: number }} options (firstProduct: the
 *   number in the first SKU, so that two files can hold different products)
 * @returns {Promise<{ rows: number, sheets: string[], bytes: number }>}
 */
export async function writeImportWorkbook(file, { rows, sheets, seed = 7, firstProduct = 1 }) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const rng = prng(seed);
  const { DEMO_BRANDS, DEMO_CATEGORIES } = demoCatalog();
  const subSubcategories = DEMO_CATEGORIES.flatMap((category) =>
    category.subcategories.flatMap((sub) => sub.subSubcategories),
  );
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const perSheet = Math.ceil(rows / sheets.length);
  const recent = [];
  let written = 0;
  let product = firstProduct - 1;

  for (const name of sheets) {
    const sheet = writer.addWorksheet(name);
    sheet.addRow(IMPORT_HEADER).commit();
    let inSheet = 0;
    while (inSheet < perSheet && written < rows) {
      product++;
      const brand = rng.pick(DEMO_BRANDS);
      const part = rng.pick(PARTS);
      const qualifier = rng.pick(QUALIFIERS);
      const maker = rng.pick(MAKERS);
      const origin = rng.pick(ORIGINS);
      const price = rng.int(30, 900) * 100 - 10;
      const sku = `${part.slice(0, 3).toUpperCase()}-${String(product).padStart(7, '0')}`;
      const subSubcategory = rng.chance(0.002) ? rng.pick(UNKNOWN_SUB_SUBCATEGORIES) : rng.pick(subSubcategories);
      const title = `${part} ${qualifier} ${maker} — ${brand.name} (${origin})`;
      const fitments = rng.chance(0.3) ? rng.int(2, 3) : 1;
      for (let fitment = 0; fitment < fitments && inSheet < perSheet && written < rows; fitment++) {
        const model = rng.pick(brand.models);
        let from = rng.int(Math.max(model.years[0], 1990), model.years[1]);
        let to = Math.min(model.years[1], from + rng.int(0, 8));
        if (rng.chance(0.01)) [from, to] = [to + 3, from];
        let row = {
          itemCode: sku,
          U_marca: rng.chance(0.1) ? brand.name.toUpperCase() : brand.name,
          modelo: model.name,
          ano_inicio: from,
          ano_fin: to,
          U_subsubcategoria: rng.chance(0.05) ? subSubcategory.toLowerCase() : subSubcategory,
          descripcion:
            `${part} ${qualifier} de ${maker}, fabricación ${origin}. Compatible con ${brand.name} ${model.name} ` +
            `(años ${from}–${to}); señal de desgaste, pingüino de calidad “premium” y acción rápida. ${rng.pick(CLOSINGS)}`,
          Titulo_web: title,
          stock: rng.int(0, 250),
          oem: `${rng.int(10000, 99999)}-${rng.int(1000, 9999)}`,
          aplicacion: `${brand.name} ${model.name} ${from}-${to}`,
          fabricante: maker,
          origen: origin,
          precio_alsc: Math.round(price * 0.85),
          precio_ML: Math.round(price * 1.12),
          Descuento: rng.chance(0.05) ? '12,5' : rng.chance(0.2) ? 10 : 0,
          Precio_WEB: rng.chance(0.1) ? new Intl.NumberFormat('es-CL').format(price) : price,
          IMAGEN1: `https://cdn.repuestos.cl/productos/${sku.toLowerCase()}-1.jpg`,
          IMAGEN2: rng.chance(0.5) ? `https://cdn.repuestos.cl/productos/${sku.toLowerCase()}-2.jpg` : null,
          IMAGEN3: null,
        };
        if (rng.chance(0.01)) row = rng.pick(BAD_ROWS)(row);
        else if (recent.length > 10 && rng.chance(0.005)) {
          // Same code, other product: an additional product and a duplicate-SKU warning.
          row = { ...row, itemCode: rng.pick(recent), Titulo_web: `${title} (versión ${rng.int(2, 9)})` };
        }
        sheet.addRow(IMPORT_HEADER.map((column) => row[column] ?? null)).commit();
        inSheet++;
        written++;
      }
      recent.push(sku);
      if (recent.length > 200) recent.shift();
    }
    sheet.commit();
  }
  await writer.commit();
  return { rows: written, sheets, bytes: fs.statSync(file).size };
}

import { http, HttpResponse } from 'msw';

import type { AdminProductsWire } from '@/features/admin-catalog/api/admin-catalog-api';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import {
  db,
  fold,
  isUrl,
  field,
  positiveId,
  optionalId,
  now,
  categoryResponse,
  type ProductRow,
} from '@/testing/mocks/handlers/admin-catalog-db';
import { requireAdmin } from '@/testing/mocks/handlers/auth';
import { taxonomyHandlers } from '@/testing/mocks/handlers/admin-catalog-taxonomy';

// The admin catalogue calls of the shared API contract (admin.md section 7 and the contract's messages), on the
// in-memory catalogue of admin-catalog-db.ts: the reads the storefront also answers, and the product writes.

// ---------------------------------------------------------------------------
// Reads that the storefront handlers also answer: use these in admin tests (server.use) so the lists reflect writes.
// ---------------------------------------------------------------------------

export const adminCatalogReadHandlers = [
  http.get(apiUrl('/categories'), () => HttpResponse.json(db.categories.map(categoryResponse))),
  http.get(apiUrl('/categories/:id'), ({ params }) => {
    const row = db.categories.find((item) => item.id === Number(params.id));
    return row ? HttpResponse.json(categoryResponse(row)) : fail(404, 'Categoría no encontrada');
  }),
  http.get(apiUrl('/products/:id'), ({ params }) => {
    const row = db.products.find((item) => item.id === Number(params.id));
    return row ? HttpResponse.json(row) : fail(404, 'Producto no encontrado');
  }),
];

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

type ImageEntry = { id?: unknown; url?: unknown; productId?: unknown; isMain?: unknown };

function readProductForm(form: FormData, existing: ProductRow | null): ProductRow | Response {
  const title = field(form, 'title') ?? existing?.titulo;
  if (!title) return fail(400, 'El título es obligatorio');
  const description = field(form, 'description') ?? existing?.descripcion;
  if (!description) return fail(400, 'La descripción es obligatoria');
  const priceText = field(form, 'price');
  const price = priceText === undefined ? Number(existing?.precio) : Number(priceText);
  if (!Number.isFinite(price) || price < 0) return fail(400, 'El precio debe ser un número mayor o igual a 0');
  // A blank value clears an optional field; a missing one keeps it.
  const saleText = field(form, 'salePrice');
  const salePrice =
    saleText === undefined ? (existing?.precioOferta ?? null) : saleText === '' ? null : Math.round(Number(saleText));
  if (salePrice !== null && Number(salePrice) >= Math.round(price)) {
    const message = 'El precio de oferta debe ser menor que el precio';
    return HttpResponse.json({ success: false, message, errors: [message] }, { status: 400 });
  }
  const sku = field(form, 'sku') ?? existing?.sku;
  if (!sku) return fail(400, 'El SKU es obligatorio');
  if (db.products.some((product) => product.sku === sku && product.id !== existing?.id)) {
    return fail(409, 'Ya existe un producto con ese SKU');
  }
  const stockText = field(form, 'stock');
  const stock = stockText === undefined ? Number(existing?.existencias ?? 0) : Number(stockText);
  const categoryId = positiveId(field(form, 'categoryId')) ?? existing?.categoriaId ?? null;
  const category = db.categories.find((item) => item.id === categoryId);
  if (!category) return fail(400, 'La categoría no existe');

  const imagesText = field(form, 'images');
  let images = existing?.imagenes ?? null;
  if (imagesText !== undefined || !existing) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(imagesText ?? '');
    } catch {
      return fail(400, 'El campo images debe ser un arreglo JSON de imágenes');
    }
    if (!Array.isArray(parsed)) return fail(400, 'El campo images debe ser un arreglo JSON de imágenes');
    const urls = (parsed as ImageEntry[])
      .sort((a, b) => Number(b.isMain === true) - Number(a.isMain === true))
      .map((entry) => (typeof entry.url === 'string' ? entry.url.trim() : ''))
      .filter(isUrl);
    if (urls.length === 0) return fail(400, 'Debes agregar al menos una imagen');
    images = {
      imagenPrincipal: urls[0],
      imagen2: urls[1] ?? null,
      imagen3: urls[2] ?? null,
      imagen4: urls[3] ?? null,
      imagen5: urls[4] ?? null,
    };
  }

  return {
    id: existing?.id ?? (db.nextId += 1),
    titulo: title,
    descripcion: description,
    precio: Math.round(price),
    precioOferta: salePrice,
    sku,
    oem: existing?.oem ?? null,
    existencias: stock,
    categoriaId: category.id,
    subcategoriaId: optionalId(field(form, 'subcategoryId'), existing?.subcategoriaId),
    subSubcategoriaId: optionalId(field(form, 'subSubcategoryId'), existing?.subSubcategoriaId),
    categoria: { id: category.id, nombre: category.nombre },
    imagenes: images,
    fechaCreacion: existing?.fechaCreacion ?? now(),
    fechaActualizacion: now(),
  };
}

const productHandlers = [
  http.get(apiUrl('/admin/products'), ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const url = new URL(request.url);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 8)));
    const search = fold(url.searchParams.get('search') ?? '');
    const filters = [
      ['categoriaId', url.searchParams.get('categoryId')],
      ['subcategoriaId', url.searchParams.get('subcategoryId')],
      ['subSubcategoriaId', url.searchParams.get('subSubcategoryId')],
    ] as const;
    const onSale = url.searchParams.get('onSale') === 'true';
    const found = db.products
      .filter((product) => filters.every(([key, value]) => value === null || product[key] === Number(value)))
      .filter(
        (product) => !onSale || (product.precioOferta != null && Number(product.precioOferta) < Number(product.precio)),
      )
      .filter(
        (product) =>
          !search || [product.titulo, product.sku, product.oem ?? ''].some((text) => fold(text).includes(search)),
      )
      .sort((a, b) => b.id - a.id);
    const body: AdminProductsWire = {
      success: true,
      products: found.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, total: found.length, totalPages: Math.ceil(found.length / limit) },
    };
    return HttpResponse.json(body);
  }),

  http.post(apiUrl('/products'), async ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const row = readProductForm(await request.formData(), null);
    if (row instanceof Response) return row;
    db.products.push(row);
    return HttpResponse.json(row, { status: 201 });
  }),

  http.put(apiUrl('/products/:id'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const index = db.products.findIndex((item) => item.id === Number(params.id));
    if (index < 0) return fail(404, 'Producto no encontrado');
    const row = readProductForm(await request.formData(), db.products[index]);
    if (row instanceof Response) return row;
    db.products[index] = row;
    return HttpResponse.json(row);
  }),

  http.delete(apiUrl('/products/:id'), ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const index = db.products.findIndex((item) => item.id === Number(params.id));
    if (index < 0) return fail(404, 'Producto no encontrado');
    db.products.splice(index, 1);
    return HttpResponse.json({ success: true });
  }),
];

/** Registered on the shared server: paths the storefront handlers do not answer. */
export const adminCatalogHandlers = [...productHandlers, ...taxonomyHandlers];

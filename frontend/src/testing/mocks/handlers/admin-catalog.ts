import { http, HttpResponse } from 'msw';

import type {
  AdminCategoryWire,
  AdminProductsWire,
  AdminProductWire,
  AdminSubcategoryWire,
  AdminSubSubcategoryWire,
} from '@/features/admin-catalog/api/admin-catalog-api';
import { apiUrl } from '@/testing/mocks/api-url';
import { adminFixture, authenticate } from '@/testing/mocks/handlers/auth';
import { categoriesFixture } from '@/testing/mocks/handlers/categories';
import { allProducts } from '@/testing/mocks/handlers/products';

// The admin catalogue calls of the shared API contract (admin.md section 7 and the contract's messages), on an
// in-memory catalogue: writes change what the following reads return, and resetAdminCatalogDatabase() starts over.

const STAMP = '2025-02-01T10:00:00.000Z';

type CategoryRow = {
  id: number;
  nombre: string;
  imagen: string | null;
  fechaCreacion: string;
  fechaActualizacion: string;
};
type SubcategoryRow = {
  id: number;
  nombre: string;
  categoriaId: number;
  fechaCreacion: string;
  fechaActualizacion: string;
};
type SubSubcategoryRow = {
  id: number;
  nombre: string;
  categoriaId: number;
  subcategoriaId: number | null;
  fechaCreacion: string;
  fechaActualizacion: string;
};
type ProductRow = AdminProductWire;

type Database = {
  categories: CategoryRow[];
  subcategories: SubcategoryRow[];
  subSubcategories: SubSubcategoryRow[];
  products: ProductRow[];
  nextId: number;
  uploads: number;
};

function seed(): Database {
  const categories: CategoryRow[] = [];
  const subcategories: SubcategoryRow[] = [];
  const subSubcategories: SubSubcategoryRow[] = [];
  for (const category of categoriesFixture) {
    categories.push({
      id: category.id,
      nombre: category.nombre,
      imagen: category.imagen ?? null,
      fechaCreacion: STAMP,
      fechaActualizacion: STAMP,
    });
    for (const subcategory of category.subcategorias ?? []) {
      subcategories.push({
        id: subcategory.id,
        nombre: subcategory.nombre,
        categoriaId: category.id,
        fechaCreacion: STAMP,
        fechaActualizacion: STAMP,
      });
      for (const item of subcategory.subSubcategorias ?? []) {
        subSubcategories.push({ ...item, categoriaId: category.id, fechaCreacion: STAMP, fechaActualizacion: STAMP });
      }
    }
    for (const item of category.subSubcategorias ?? []) {
      subSubcategories.push({ ...item, categoriaId: category.id, fechaCreacion: STAMP, fechaActualizacion: STAMP });
    }
  }
  // A category without products, so deleting one can succeed.
  categories.push({
    id: 4,
    nombre: 'Accesorios',
    imagen: 'https://cdn.example.cl/accesorios.png',
    fechaCreacion: STAMP,
    fechaActualizacion: STAMP,
  });
  const products = allProducts().map((product): ProductRow => ({
    id: product.id,
    titulo: product.titulo,
    descripcion: product.descripcion ?? '',
    precio: Number(product.precio),
    precioOferta: product.precioOferta == null ? null : Number(product.precioOferta),
    sku: product.sku,
    oem: product.oem ?? null,
    existencias: Number(product.existencias),
    categoriaId: product.categoriaId ?? null,
    subcategoriaId: product.subcategoriaId ?? null,
    subSubcategoriaId: product.subSubcategoriaId ?? null,
    categoria: product.categoria ?? null,
    imagenes: {
      imagenPrincipal: null,
      imagen2: null,
      imagen3: null,
      imagen4: null,
      imagen5: null,
      ...product.imagenes,
    },
  }));
  return { categories, subcategories, subSubcategories, products, nextId: 1000, uploads: 0 };
}

let db = seed();

export function resetAdminCatalogDatabase() {
  db = seed();
}

/** The current in-memory catalogue, for tests that check what a write stored. */
export function adminCatalogDatabase(): Readonly<Database> {
  return db;
}

const fail = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

function requireAdmin(request: Request): Response | null {
  const account = authenticate(request);
  if (account instanceof Response) return account;
  return account.user.rol === adminFixture.rol ? null : fail(403, 'Acceso denegado');
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) || /^\/[^/]/.test(value);

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : undefined;
};

const positiveId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** A blank form value means "none"; an absent one keeps what was stored. */
const optionalId = (value: string | undefined, stored: number | null | undefined) =>
  value === undefined ? (stored ?? null) : positiveId(value);

const now = () => new Date().toISOString();

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

function subSubcategoryResponse(row: SubSubcategoryRow): AdminSubSubcategoryWire {
  return { ...row };
}

function subcategoryResponse(row: SubcategoryRow): AdminSubcategoryWire {
  return {
    ...row,
    subSubcategorias: db.subSubcategories.filter((item) => item.subcategoriaId === row.id).map(subSubcategoryResponse),
  };
}

function categoryResponse(row: CategoryRow): AdminCategoryWire {
  return {
    ...row,
    subcategorias: db.subcategories.filter((item) => item.categoriaId === row.id).map(subcategoryResponse),
    subSubcategorias: db.subSubcategories.filter((item) => item.categoriaId === row.id).map(subSubcategoryResponse),
  };
}

const productsUsing = (key: 'categoriaId' | 'subcategoriaId' | 'subSubcategoriaId', id: number) =>
  db.products.filter((product) => product[key] === id).length;

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

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

function readCategoryImage(form: FormData, required: boolean): string | null | Response {
  const value = form.get('image');
  if (value === null || value === '') return required ? fail(400, 'La imagen es obligatoria') : null;
  if (typeof value !== 'string') {
    if (!IMAGE_TYPES.includes(value.type) || value.size > 2 * 1024 * 1024) {
      return fail(400, 'La imagen debe ser JPG, PNG, WEBP o GIF de hasta 2 MB');
    }
    db.uploads += 1;
    return `/api/uploads/00000000-0000-4000-8000-${String(db.uploads).padStart(12, '0')}.${value.type.split('/')[1]}`;
  }
  return isUrl(value.trim())
    ? value.trim()
    : fail(400, 'La imagen debe ser una URL http(s) o una ruta que empiece con /');
}

function checkCategoryName(name: string | undefined, exceptId: number | null): Response | null {
  if (!name) return fail(400, 'El nombre es obligatorio');
  if (db.categories.some((item) => item.id !== exceptId && fold(item.nombre) === fold(name))) {
    return fail(409, 'Ya existe una categoría con ese nombre');
  }
  return null;
}

const categoryHandlers = [
  http.post(apiUrl('/categories'), async ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const form = await request.formData();
    const name = field(form, 'name');
    const problem = checkCategoryName(name, null);
    if (problem) return problem;
    const image = readCategoryImage(form, true);
    if (image instanceof Response) return image;
    const row: CategoryRow = {
      id: (db.nextId += 1),
      nombre: name as string,
      imagen: image,
      fechaCreacion: now(),
      fechaActualizacion: now(),
    };
    db.categories.push(row);
    return HttpResponse.json(categoryResponse(row), { status: 201 });
  }),

  http.put(apiUrl('/categories/:id'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const row = db.categories.find((item) => item.id === Number(params.id));
    if (!row) return fail(404, 'Categoría no encontrada');
    const form = await request.formData();
    const name = field(form, 'name');
    if (name !== undefined) {
      const problem = checkCategoryName(name, row.id);
      if (problem) return problem;
      row.nombre = name;
    }
    const image = readCategoryImage(form, false);
    if (image instanceof Response) return image;
    if (image) row.imagen = image;
    row.fechaActualizacion = now();
    return HttpResponse.json(categoryResponse(row));
  }),

  http.delete(apiUrl('/categories/:id'), ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const id = Number(params.id);
    if (!db.categories.some((item) => item.id === id)) return fail(404, 'Categoría no encontrada');
    const used = productsUsing('categoriaId', id);
    if (used > 0) return fail(409, `No se puede eliminar la categoría porque tiene ${used} productos asociados`);
    db.categories = db.categories.filter((item) => item.id !== id);
    db.subcategories = db.subcategories.filter((item) => item.categoriaId !== id);
    db.subSubcategories = db.subSubcategories.filter((item) => item.categoriaId !== id);
    return HttpResponse.json({ success: true });
  }),
];

// ---------------------------------------------------------------------------
// Subcategories and sub-subcategories
// ---------------------------------------------------------------------------

async function readForm(request: Request): Promise<FormData> {
  if (request.headers.get('content-type')?.includes('application/json')) {
    const body = (await request.json()) as Record<string, unknown>;
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, String(value));
    return form;
  }
  return request.formData();
}

/** The server lists subcategories and sub-subcategories by name, then id. */
const byName = <T extends { id: number; nombre: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id);

const subcategoryHandlers = [
  http.get(apiUrl('/subcategories'), ({ request }) => {
    const categoryId = new URL(request.url).searchParams.get('categoryId');
    const rows = db.subcategories.filter((item) => !categoryId || item.categoriaId === Number(categoryId));
    return HttpResponse.json(byName(rows).map(subcategoryResponse));
  }),
  http.get(apiUrl('/subcategories/:id'), ({ params }) => {
    const row = db.subcategories.find((item) => item.id === Number(params.id));
    return row ? HttpResponse.json(subcategoryResponse(row)) : fail(404, 'Subcategoría no encontrada');
  }),
  http.post(apiUrl('/subcategories'), async ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const form = await readForm(request);
    const name = field(form, 'name');
    if (!name) return fail(400, 'El nombre es obligatorio');
    const categoryId = positiveId(field(form, 'categoryId'));
    if (categoryId === null) return fail(400, 'Debes seleccionar una categoría');
    if (!db.categories.some((item) => item.id === categoryId)) return fail(404, 'La categoría no existe');
    if (db.subcategories.some((item) => item.categoriaId === categoryId && fold(item.nombre) === fold(name))) {
      return fail(409, 'Ya existe una subcategoría con ese nombre en la categoría');
    }
    const row: SubcategoryRow = {
      id: (db.nextId += 1),
      nombre: name,
      categoriaId: categoryId,
      fechaCreacion: now(),
      fechaActualizacion: now(),
    };
    db.subcategories.push(row);
    return HttpResponse.json(subcategoryResponse(row), { status: 201 });
  }),
  http.put(apiUrl('/subcategories/:id'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const row = db.subcategories.find((item) => item.id === Number(params.id));
    if (!row) return fail(404, 'Subcategoría no encontrada');
    const form = await readForm(request);
    const categoryId = positiveId(field(form, 'categoryId'));
    if (categoryId !== null && !db.categories.some((item) => item.id === categoryId)) {
      return fail(404, 'La categoría no existe');
    }
    row.nombre = field(form, 'name') || row.nombre;
    if (categoryId !== null) {
      row.categoriaId = categoryId;
      for (const item of db.subSubcategories) if (item.subcategoriaId === row.id) item.categoriaId = categoryId;
    }
    row.fechaActualizacion = now();
    return HttpResponse.json(subcategoryResponse(row));
  }),
  http.delete(apiUrl('/subcategories/:id'), ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const id = Number(params.id);
    if (!db.subcategories.some((item) => item.id === id)) return fail(404, 'Subcategoría no encontrada');
    const used = productsUsing('subcategoriaId', id);
    if (used > 0) return fail(409, `No se puede eliminar la subcategoría porque tiene ${used} productos asociados`);
    db.subcategories = db.subcategories.filter((item) => item.id !== id);
    db.subSubcategories = db.subSubcategories.filter((item) => item.subcategoriaId !== id);
    return HttpResponse.json({ success: true });
  }),
];

const subSubcategoryHandlers = [
  http.get(apiUrl('/subsubcategories'), ({ request }) => {
    const url = new URL(request.url);
    const subcategoryId = url.searchParams.get('subcategoryId');
    const categoryId = url.searchParams.get('categoryId');
    const rows = db.subSubcategories.filter(
      (item) =>
        (!subcategoryId || item.subcategoriaId === Number(subcategoryId)) &&
        (!categoryId || item.categoriaId === Number(categoryId)),
    );
    return HttpResponse.json(byName(rows).map(subSubcategoryResponse));
  }),
  http.get(apiUrl('/subsubcategories/:id'), ({ params }) => {
    const row = db.subSubcategories.find((item) => item.id === Number(params.id));
    return row ? HttpResponse.json(subSubcategoryResponse(row)) : fail(404, 'Sub-subcategoría no encontrada');
  }),
  http.post(apiUrl('/subsubcategories'), async ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const form = await readForm(request);
    const name = field(form, 'name');
    if (!name) return fail(400, 'El nombre es obligatorio');
    const subcategory = db.subcategories.find((item) => item.id === positiveId(field(form, 'subcategoryId')));
    if (!subcategory) return fail(400, 'Debes seleccionar una subcategoría');
    const row: SubSubcategoryRow = {
      id: (db.nextId += 1),
      nombre: name,
      categoriaId: subcategory.categoriaId,
      subcategoriaId: subcategory.id,
      fechaCreacion: now(),
      fechaActualizacion: now(),
    };
    db.subSubcategories.push(row);
    return HttpResponse.json(subSubcategoryResponse(row), { status: 201 });
  }),
  http.put(apiUrl('/subsubcategories/:id'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const row = db.subSubcategories.find((item) => item.id === Number(params.id));
    if (!row) return fail(404, 'Sub-subcategoría no encontrada');
    const form = await readForm(request);
    const subcategoryId = positiveId(field(form, 'subcategoryId'));
    if (subcategoryId !== null) {
      const subcategory = db.subcategories.find((item) => item.id === subcategoryId);
      if (!subcategory) return fail(400, 'Debes seleccionar una subcategoría');
      row.subcategoriaId = subcategory.id;
      row.categoriaId = subcategory.categoriaId;
    }
    row.nombre = field(form, 'name') || row.nombre;
    row.fechaActualizacion = now();
    return HttpResponse.json(subSubcategoryResponse(row));
  }),
  http.delete(apiUrl('/subsubcategories/:id'), ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const id = Number(params.id);
    if (!db.subSubcategories.some((item) => item.id === id)) return fail(404, 'Sub-subcategoría no encontrada');
    const used = productsUsing('subSubcategoriaId', id);
    if (used > 0) return fail(409, `No se puede eliminar la sub-subcategoría porque tiene ${used} productos asociados`);
    db.subSubcategories = db.subSubcategories.filter((item) => item.id !== id);
    return HttpResponse.json({ success: true });
  }),
];

/** Registered on the shared server: paths the storefront handlers do not answer. */
export const adminCatalogHandlers = [
  ...productHandlers,
  ...categoryHandlers,
  ...subcategoryHandlers,
  ...subSubcategoryHandlers,
];

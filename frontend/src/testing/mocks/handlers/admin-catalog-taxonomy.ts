import { http, HttpResponse } from 'msw';

import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import {
  db,
  fold,
  isUrl,
  field,
  positiveId,
  now,
  subSubcategoryResponse,
  subcategoryResponse,
  categoryResponse,
  productsUsing,
  type CategoryRow,
  type SubcategoryRow,
  type SubSubcategoryRow,
} from '@/testing/mocks/handlers/admin-catalog-db';
import { requireAdmin } from '@/testing/mocks/handlers/auth';

// Admin category, subcategory and sub-subcategory calls on the in-memory catalogue (admin-catalog-db.ts).

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

export const taxonomyHandlers = [...categoryHandlers, ...subcategoryHandlers, ...subSubcategoryHandlers];

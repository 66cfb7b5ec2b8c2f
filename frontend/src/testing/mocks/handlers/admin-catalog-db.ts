import type {
  AdminCategoryWire,
  AdminProductWire,
  AdminSubcategoryWire,
  AdminSubSubcategoryWire,
} from '@/features/admin-catalog/api/admin-catalog-api';
import { categoriesFixture } from '@/testing/mocks/handlers/categories';
import { allProducts } from '@/testing/mocks/handlers/products';

// The in-memory catalogue behind the admin catalogue handlers (admin-catalog.ts, admin-catalog-taxonomy.ts): writes
// change what the following reads return, and resetAdminCatalogDatabase() starts over. Shared helpers and responses.

export const STAMP = '2025-02-01T10:00:00.000Z';

export type CategoryRow = {
  id: number;
  nombre: string;
  imagen: string | null;
  fechaCreacion: string;
  fechaActualizacion: string;
};
export type SubcategoryRow = {
  id: number;
  nombre: string;
  categoriaId: number;
  fechaCreacion: string;
  fechaActualizacion: string;
};
export type SubSubcategoryRow = {
  id: number;
  nombre: string;
  categoriaId: number;
  subcategoriaId: number | null;
  fechaCreacion: string;
  fechaActualizacion: string;
};
export type ProductRow = AdminProductWire;

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

/** Reset in place, so every handler module keeps reading the same object. */
export const db: Database = seed();

export function resetAdminCatalogDatabase() {
  Object.assign(db, seed());
}

/** The current in-memory catalogue, for tests that check what a write stored. */
export function adminCatalogDatabase(): Readonly<Database> {
  return db;
}

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) || /^\/[^/]/.test(value);

export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : undefined;
};

export const positiveId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** A blank form value means "none"; an absent one keeps what was stored. */
export const optionalId = (value: string | undefined, stored: number | null | undefined) =>
  value === undefined ? (stored ?? null) : positiveId(value);

export const now = () => new Date().toISOString();

// ---------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------

export function subSubcategoryResponse(row: SubSubcategoryRow): AdminSubSubcategoryWire {
  return { ...row };
}

export function subcategoryResponse(row: SubcategoryRow): AdminSubcategoryWire {
  return {
    ...row,
    subSubcategorias: db.subSubcategories.filter((item) => item.subcategoriaId === row.id).map(subSubcategoryResponse),
  };
}

export function categoryResponse(row: CategoryRow): AdminCategoryWire {
  return {
    ...row,
    subcategorias: db.subcategories.filter((item) => item.categoriaId === row.id).map(subcategoryResponse),
    subSubcategorias: db.subSubcategories.filter((item) => item.categoriaId === row.id).map(subSubcategoryResponse),
  };
}

export const productsUsing = (key: 'categoriaId' | 'subcategoriaId' | 'subSubcategoriaId', id: number) =>
  db.products.filter((product) => product[key] === id).length;

import { http, HttpResponse } from 'msw';

import type { CategoryWire } from '@/features/catalog/api/catalog-wire';
import { apiUrl } from '@/testing/mocks/api-url';

// Wire shape of GET /api/categories (storefront.md section 3, Category).
export const categoriesFixture: CategoryWire[] = [
  {
    id: 1,
    nombre: 'Frenos',
    imagen: '/uploads/categorias/frenos.jpg',
    subcategorias: [
      {
        id: 10,
        nombre: 'Pastillas',
        categoriaId: 1,
        subSubcategorias: [{ id: 100, nombre: 'Pastillas delanteras', subcategoriaId: 10 }],
      },
    ],
    subSubcategorias: [{ id: 101, nombre: 'Líquido de frenos', subcategoriaId: null }],
  },
  { id: 2, nombre: 'Filtros', imagen: null, subcategorias: [], subSubcategorias: [] },
  {
    id: 3,
    nombre: 'Suspensión',
    imagen: '/uploads/categorias/suspension.jpg',
    subcategorias: [],
    subSubcategorias: [],
  },
];

export const categoriesHandlers = [
  http.get(apiUrl('/categories'), () => HttpResponse.json(categoriesFixture)),
  http.get(apiUrl('/categories/:id'), ({ params }) => {
    const category = categoriesFixture.find((candidate) => candidate.id === Number(params.id));
    return category
      ? HttpResponse.json(category)
      : HttpResponse.json({ success: false, message: 'Categoría no encontrada' }, { status: 404 });
  }),
];

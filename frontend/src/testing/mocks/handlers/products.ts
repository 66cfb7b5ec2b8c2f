import { http, HttpResponse } from 'msw';

import type { ProductWire } from '@/features/catalog/api/catalog-api';
import { apiUrl } from '@/testing/mocks/api-url';

// Wire shape of GET /api/products/featured (storefront.md section 3, Product): Spanish names, precio as a
// number or a numeric string, nullable image slots and rating.
export const featuredProductsFixture: ProductWire[] = [
  {
    id: 7,
    titulo: 'Pastillas de freno delanteras Toyota Yaris',
    precio: 24990,
    descripcion: 'Juego de pastillas cerámicas para eje delantero.',
    sku: 'PF-7788',
    skuAlternativo: null,
    oem: '04465-0D020',
    existencias: 12,
    categoriaId: 1,
    categoria: { id: 1, nombre: 'Frenos' },
    imagenes: {
      imagenPrincipal: '/uploads/productos/pf-7788.jpg',
      imagen2: '/uploads/productos/pf-7788-b.jpg',
      imagen3: null,
      imagen4: null,
      imagen5: null,
    },
    calificacion: { id: 3, productoId: 7, puntuacion: 4.5, cantidad: 12 },
  },
  {
    id: 8,
    titulo: 'Filtro de aceite Hyundai Accent',
    precio: '12990.00',
    descripcion: 'Filtro de aceite de alto flujo.',
    sku: 'FA-1200',
    oem: null,
    existencias: 0,
    categoriaId: 2,
    categoria: { id: 2, nombre: 'Filtros' },
    imagenes: null,
    calificacion: null,
  },
];

export const productsHandlers = [
  http.get(apiUrl('/products/featured'), () => HttpResponse.json(featuredProductsFixture)),
];

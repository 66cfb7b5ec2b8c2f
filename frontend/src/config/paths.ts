// Every route of both specifications: `path` is the router pattern, `getHref` builds a link.

import { FITMENT_FILTER_PARAM, ON_SALE_FILTER_PARAM } from '@/config/constants';
import { slugify } from '@/utils/slug';

type QueryValue = string | number | null | undefined;

function withQuery(pathname: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Sections of the home page the footer links to. */
export type HomeSection = 'beneficios' | 'devoluciones' | 'ofrecemos';

export type CatalogueParams = {
  brand?: number;
  brandName?: string;
  model?: number;
  modelName?: string;
  search?: string;
  /** Sidebar filters of the catalogue: a category and optionally one of its sub-subcategories. */
  category?: number;
  subSubcategory?: number;
  sort?: string;
  page?: number;
  /** Only parts that fit the shopper's active vehicle (?compatibles=1). */
  onlyFitting?: boolean;
  /** Only products on sale (?onSale=true). */
  onSale?: boolean;
};

type Id = number | string;

export const paths = {
  home: {
    path: '/',
    getHref: (section?: HomeSection) => (section ? `/#${section}` : '/'),
  },
  login: {
    path: '/login',
    getHref: (returnUrl?: string) => withQuery('/login', { returnUrl }),
  },
  /** Asks for a password reset link by e-mail. */
  forgotPassword: {
    path: '/forgot-password',
    getHref: () => '/forgot-password',
  },
  /** Where the reset e-mail links (`?token=`; the backend's PASSWORD_RESET_PAGE_PATH). */
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },
  catalogue: {
    path: '/repuestos',
    getHref: (params: CatalogueParams = {}) =>
      withQuery('/repuestos', {
        brand: params.brand,
        brandName: params.brandName,
        model: params.model,
        modelName: params.modelName,
        search: params.search,
        category: params.category,
        subSubcategory: params.subSubcategory,
        sort: params.sort,
        page: params.page,
        [FITMENT_FILTER_PARAM]: params.onlyFitting ? 1 : undefined,
        [ON_SALE_FILTER_PARAM]: params.onSale ? 'true' : undefined,
      }),
  },
  /** The products on sale, biggest discount first. */
  offers: {
    path: '/ofertas',
    getHref: (page?: number) => withQuery('/ofertas', { page: page && page > 1 ? page : undefined }),
  },
  category: {
    path: '/category/:id',
    getHref: (id: Id, subcategoryId?: Id) =>
      withQuery(`/category/${id}`, { subcategory: subcategoryId === undefined ? undefined : `sub-${subcategoryId}` }),
  },
  brand: {
    path: '/brand/:id',
    getHref: (id: Id) => `/brand/${id}`,
  },
  /** /products/{id}-{slug}: the title's words in the address (the server answers /products/{id} with a 301 to it). */
  product: {
    path: '/products/:id',
    getHref: (id: Id, title?: string) => {
      const slug = title ? slugify(title) : '';
      return slug ? `/products/${id}-${slug}` : `/products/${id}`;
    },
  },
  /** Legacy link form for category filtering; the router forwards it to the category listing. */
  productsByCategory: {
    path: '/products',
    getHref: (categoryId: Id) => withQuery('/products', { category: categoryId }),
  },
  cart: {
    path: '/cart',
    getHref: () => '/cart',
  },
  checkout: {
    path: '/checkout',
    getHref: () => '/checkout',
  },
  checkoutSuccess: {
    path: '/checkout/success',
    getHref: () => '/checkout/success',
  },
  orderTracking: {
    path: '/order-tracking',
    getHref: () => '/order-tracking',
  },
  account: {
    path: '/account',
    getHref: () => '/account',
  },
  accountOrders: {
    path: '/account/orders',
    getHref: () => '/account/orders',
  },
  accountAddresses: {
    path: '/account/addresses',
    getHref: () => '/account/addresses',
  },
  accountPassword: {
    path: '/account/password',
    getHref: () => '/account/password',
  },

  admin: {
    root: {
      path: '/admin',
      getHref: () => '/admin',
    },
    login: {
      path: '/admin/login',
      getHref: () => '/admin/login',
    },
    dashboard: {
      path: '/admin/dashboard',
      getHref: () => '/admin/dashboard',
    },
    products: {
      path: '/admin/products',
      getHref: () => '/admin/products',
    },
    productNew: {
      path: '/admin/products/new',
      getHref: () => '/admin/products/new',
    },
    productEdit: {
      path: '/admin/products/:id/edit',
      getHref: (id: Id) => `/admin/products/${id}/edit`,
    },
    categories: {
      path: '/admin/categories',
      getHref: () => '/admin/categories',
    },
    categoryNew: {
      path: '/admin/categories/new',
      getHref: () => '/admin/categories/new',
    },
    categoryEdit: {
      path: '/admin/categories/:id/edit',
      getHref: (id: Id) => `/admin/categories/${id}/edit`,
    },
    subcategories: {
      path: '/admin/subcategories',
      getHref: () => '/admin/subcategories',
    },
    subcategoryNew: {
      path: '/admin/subcategories/new',
      getHref: () => '/admin/subcategories/new',
    },
    // Both edit shapes exist in the spec: forms link to the first, list views to the second.
    subcategoryEdit: {
      path: '/admin/subcategories/:id/edit',
      getHref: (id: Id) => `/admin/subcategories/${id}/edit`,
    },
    subcategoryEditAlt: {
      path: '/admin/subcategories/edit/:id',
      getHref: (id: Id) => `/admin/subcategories/edit/${id}`,
    },
    subsubcategories: {
      path: '/admin/subsubcategories',
      getHref: () => '/admin/subsubcategories',
    },
    subsubcategoryNew: {
      path: '/admin/subsubcategories/new',
      getHref: () => '/admin/subsubcategories/new',
    },
    subsubcategoryEdit: {
      path: '/admin/subsubcategories/:id/edit',
      getHref: (id: Id) => `/admin/subsubcategories/${id}/edit`,
    },
    subsubcategoryEditAlt: {
      path: '/admin/subsubcategories/edit/:id',
      getHref: (id: Id) => `/admin/subsubcategories/edit/${id}`,
    },
    excelImport: {
      path: '/admin/excel-import',
      getHref: () => '/admin/excel-import',
    },
    orders: {
      path: '/admin/orders',
      getHref: () => '/admin/orders',
    },
    customers: {
      path: '/admin/customers',
      getHref: () => '/admin/customers',
    },
    reviews: {
      path: '/admin/reviews',
      getHref: () => '/admin/reviews',
    },
    users: {
      path: '/admin/users',
      getHref: () => '/admin/users',
    },
    activity: {
      path: '/admin/activity',
      getHref: () => '/admin/activity',
    },
    emails: {
      path: '/admin/correos',
      getHref: () => '/admin/correos',
    },
    queues: {
      path: '/admin/colas',
      getHref: () => '/admin/colas',
    },
    settings: {
      path: '/admin/settings',
      getHref: () => '/admin/settings',
    },
    profile: {
      path: '/admin/profile',
      getHref: () => '/admin/profile',
    },
  },
} as const;

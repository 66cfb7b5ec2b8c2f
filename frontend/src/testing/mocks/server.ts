import { setupServer } from 'msw/node';

import { brandsHandlers } from '@/testing/mocks/handlers/brands';
import { categoriesHandlers } from '@/testing/mocks/handlers/categories';
import { productsHandlers } from '@/testing/mocks/handlers/products';
import { reviewsHandlers } from '@/testing/mocks/handlers/reviews';

export const server = setupServer(...categoriesHandlers, ...productsHandlers, ...brandsHandlers, ...reviewsHandlers);

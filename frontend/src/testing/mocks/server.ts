import { setupServer } from 'msw/node';

import { categoriesHandlers } from '@/testing/mocks/handlers/categories';
import { productsHandlers } from '@/testing/mocks/handlers/products';

export const server = setupServer(...categoriesHandlers, ...productsHandlers);

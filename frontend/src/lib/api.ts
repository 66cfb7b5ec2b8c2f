import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { env } from '@/config/env';
import { getAuthToken } from '@/lib/session';

// Resolved against the page origin so relative bases such as '/api' also work where fetch needs absolute URLs.
function resolveBaseUrl(base: string): string {
  return new URL(base, window.location.origin).toString();
}

/**
 * The application's single RTK Query API. Features add their endpoints with `api.injectEndpoints`, keeping
 * wire → view-model mapping inside the feature's `api/<feature>-api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: resolveBaseUrl(env.API_URL),
    prepareHeaders: (headers) => {
      const token = getAuthToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: [
    'Product',
    'Category',
    'Subcategory',
    'SubSubcategory',
    'Brand',
    'Model',
    'Review',
    'Order',
    'Address',
    'User',
    'PaymentMethod',
    'Import',
  ],
  endpoints: () => ({}),
});

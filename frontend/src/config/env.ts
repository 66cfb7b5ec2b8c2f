// The only module that reads import.meta.env: everything else imports `env`.
export const env = {
  /** Base path of the REST API; the dev server and the production server both serve it on the same origin. */
  API_URL: import.meta.env.VITE_API_URL || '/api',
  IS_DEV: import.meta.env.DEV,
} as const;

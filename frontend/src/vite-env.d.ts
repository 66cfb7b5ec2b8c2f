/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional override of the API base URL (default '/api'). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

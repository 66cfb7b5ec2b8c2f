/** Largest accepted image upload (the contract's 2 MB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Path under /api where uploaded files are served: /api/uploads/{uuid}.{ext}. */
export const UPLOADS_ROUTE = 'uploads';
export const UPLOADS_PUBLIC_PREFIX = `/api/${UPLOADS_ROUTE}/`;

/** A file's name never changes its content (uuid names), so browsers and proxies may keep it for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The raster types accepted, with the extension each is served under (no SVG: it can carry script). */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type ImageContentType = keyof typeof IMAGE_TYPES;

import express, { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { renderIndexHtml, SpaPageDataSource, SpaSiteFile } from './spa-page-data';

const NOT_SPA = /^\/(api|uploads)(\/|$)/;
/** index.html goes out as built when its data cannot be read in this time (a slow or stopped database). */
export const SPA_PAGE_DATA_TIMEOUT_MS = 1_000;
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** The request path decoded, or null when its percent-encoding is malformed ('/%E0%A4%A'). */
function decodedPath(req: Request): string | null {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return null;
  }
}

/**
 * Answers with the .br/.gz twin the build wrote next to a file, when the browser accepts it
 * (cheaper than compressing on every request, and better compressed).
 */
function precompressed(distDir: string): express.RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path)) return next();
    const decoded = decodedPath(req);
    if (decoded === null) return next();
    const relative = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
    const file = path.join(distDir, relative);
    if (!file.startsWith(distDir + path.sep)) return next();
    // index.html is written per request (its data), never sent as the build's compressed copy.
    if (path.basename(file) === 'index.html') return next();
    res.vary('Accept-Encoding');
    // Our preference (br, then gzip) among what the browser accepts and the build wrote.
    const encoding = ENCODINGS.find(
      (candidate) =>
        req.acceptsEncodings(candidate.name) === candidate.name && fs.existsSync(file + candidate.extension),
    );
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.type(path.extname(file));
    res.setHeader('Cache-Control', cacheControlFor(file));
    res.sendFile(file + encoding.extension, { headers: { 'Content-Type': res.getHeader('Content-Type') } });
  };
}

/**
 * Pages from this size on go out gzipped to browsers that accept it: with its data blocks the home
 * page is about 40 KB of HTML, some 150 ms on a slow mobile connection, and about 8 KB gzipped.
 */
const COMPRESS_HTML_FROM_BYTES = 1024;
const gzip = promisify(zlib.gzip);

/** Sends a page, gzipped (in libuv's thread pool, not on the event loop) when it is worth it and accepted. */
async function sendHtml(req: Request, res: Response, page: string): Promise<void> {
  res.type('html');
  res.vary('Accept-Encoding');
  if (Buffer.byteLength(page) < COMPRESS_HTML_FROM_BYTES || req.acceptsEncodings('gzip') !== 'gzip') {
    res.send(page);
    return;
  }
  const body = await gzip(page);
  res.setHeader('Content-Encoding', 'gzip');
  res.send(body);
}

const cacheControlFor = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';

/** The page data, or null when the source fails or takes longer than SPA_PAGE_DATA_TIMEOUT_MS. */
async function pageDataWithin(source: SpaPageDataSource, pagePath: string, query: URLSearchParams) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SPA_PAGE_DATA_TIMEOUT_MS);
  });
  try {
    return await Promise.race([source.forPage(pagePath, query), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The request's query string ('' when none), as the browser sent it. */
function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index === -1 ? '' : req.originalUrl.slice(index + 1);
}

/**
 * A page's permanent new address. Only same-site paths: '//host' or '/\\host' (read as '//host') would send the
 * browser to another site.
 */
function redirectTarget(target: string): string | null {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : null;
}

/** Sends a site file (gzip-stored ones as they are when the client accepts gzip, else inflated). */
function sendSiteFile(req: Request, res: Response, file: SpaSiteFile): void {
  res.type(file.contentType);
  res.setHeader('Cache-Control', `public, max-age=${file.maxAgeSeconds ?? 0}`);
  if (!file.gzipped) {
    res.send(file.body);
    return;
  }
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(file.body);
    return;
  }
  res.send(zlib.gunzipSync(file.body));
}

/** The site file at this path, answered; false when the source has none there. */
async function servedSiteFile(source: SpaPageDataSource, req: Request, res: Response): Promise<boolean> {
  if (!source.siteFile) return false;
  let file: SpaSiteFile | null;
  try {
    file = await source.siteFile(req.path);
  } catch {
    // Robots and sitemaps are read again later: a crawler told to retry loses nothing.
    res.status(503).setHeader('Retry-After', '60');
    res.type('text/plain').send('Servicio no disponible');
    return true;
  }
  if (!file) return false;
  sendSiteFile(req, res, file);
  return true;
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET that accepts HTML answered with index.html so client-side routes survive a reload. With a page
 * data source, index.html carries the page's title and data blocks (spa-page-data.ts).
 */
export function spaMiddleware(distDir: string, pageData?: SpaPageDataSource): express.RequestHandler[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const template = fs.readFileSync(indexFile, 'utf8');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  const fallback = async (req: Request, res: Response, next: NextFunction) => {
    const isIndexFile = req.path === '/index.html';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path)) {
      next();
      return;
    }
    if (pageData && (await servedSiteFile(pageData, req, res))) return;
    if (!req.accepts('html') && !isIndexFile) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // No page lives at an address that cannot be decoded: the SPA shows its "not found" page.
    const decoded = decodedPath(req);
    const query = rawQuery(req);
    const data = pageData ? await pageDataWithin(pageData, decoded ?? req.path, new URLSearchParams(query)) : null;
    const moved = data?.redirect && decoded !== null ? redirectTarget(data.redirect) : null;
    if (moved) {
      res.redirect(301, moved);
      return;
    }
    res.status(decoded === null ? 404 : (data?.status ?? 200));
    await sendHtml(req, res, data ? renderIndexHtml(template, data) : template);
  };
  // The API's paths never name a file of the build: they go on without a look at the disk (two existsSync and one
  // stat per API request before, each a wait on the file system for every call of the shop).
  const assetsButIndex: express.RequestHandler = (req, res, next) =>
    req.path === '/index.html' || NOT_SPA.test(req.path) ? next() : assets(req, res, next);
  return [precompressed(distDir), assetsButIndex, fallback];
}

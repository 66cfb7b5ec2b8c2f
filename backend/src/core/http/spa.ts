import express, { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

const NOT_SPA = /^\/(api|uploads)(\/|$)/;
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
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const decoded = decodedPath(req);
    if (decoded === null) return next();
    const relative = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
    const file = path.join(distDir, relative);
    if (!file.startsWith(distDir + path.sep)) return next();
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

const cacheControlFor = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET that accepts HTML answered with index.html so client-side routes survive a reload.
 */
export function spaMiddleware(distDir: string): express.RequestHandler[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // No page lives at an address that cannot be decoded: the SPA shows its "not found" page.
    if (decodedPath(req) === null) res.status(404);
    res.sendFile(indexFile);
  };
  return [precompressed(distDir), assets, fallback];
}

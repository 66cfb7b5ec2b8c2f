import express, { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

const NOT_SPA = /^\/(api|uploads)(\/|$)/;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET that accepts HTML answered with index.html so client-side routes survive a reload.
 */
export function spaMiddleware(distDir: string): express.RequestHandler[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  return [assets, fallback];
}

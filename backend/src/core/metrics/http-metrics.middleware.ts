import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration } from './shop-metrics';

const NOT_API = /^\/(?!api(\/|$))/;

/**
 * Times every request by its route pattern ('/api/products/:id'), never by its raw path: ids and
 * search text would make one series per request. Unmatched API paths share 'unmatched', pages
 * of the SPA share 'spa'.
 */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const stop = httpRequestDuration.startTimer();
  res.once('finish', () => {
    const pattern = (req.route as { path?: unknown } | undefined)?.path;
    // A wildcard route is the API's own "not found" answer ('/api/{*path}'), not a route of the shop.
    const matched = typeof pattern === 'string' && !pattern.includes('*');
    const route = matched ? `${req.baseUrl}${pattern}` : NOT_API.test(req.path) ? 'spa' : 'unmatched';
    stop({ route, method: req.method, status: String(res.statusCode) });
  });
  next();
}

import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';

/**
 * Closes a connection when its response ends once the server has stopped listening (SIGTERM:
 * Nest closes it after its shutdown hooks). Node goes on serving keep-alive connections after
 * close(), and waits for them: a client that keeps reusing its connection (an SSE client
 * reconnecting after its stream was ended for the shutdown) would keep the process from exiting.
 */
export function closeWhenDraining(server: Server) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.once('finish', () => {
      if (!server.listening) req.socket.end();
    });
    next();
  };
}

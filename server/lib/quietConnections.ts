import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The server's connections that hold no request: kept-alive ones between requests, and ones a
 * client opened and has sent nothing on yet. Node's close ends the first kind but not the second
 * (it waits for their headers), so one client that connected and sent nothing held the server's
 * close for Fastify's keep-alive timeout, 72 s (issue 27; seen with 400 live streams on
 * PostgreSQL). `closeQuiet` ends them all; connections with a request in flight finish it.
 */
export function trackQuietConnections(server: Server): { closeQuiet(): void } {
  const inFlight = new Map<Socket, number>();
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      inFlight.delete(socket);
    });
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) inFlight.set(socket, left);
      else inFlight.delete(socket);
    });
  });
  return {
    closeQuiet() {
      for (const socket of open) if (!inFlight.has(socket)) socket.destroy();
    },
  };
}

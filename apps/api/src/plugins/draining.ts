import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * When the app closes (the drain over, decision 045), the answers of the requests already in flight
 * carry `Connection: close`: Fastify marks only the requests that arrive after its close, and Node
 * would answer one in flight with "keep-alive" and close the socket right after, under a client
 * that may already be sending its next request on it.
 *
 * The connections are tracked (one entry per TCP connection, nothing per request: the hot path
 * pays nothing), and at the close each one's answer in progress, if its head is not sent yet, is
 * told to close. `socket._httpMessage` is Node's answer in progress on a connection.
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  // preClose: Fastify has marked itself closing (new requests get Connection: close), the listener is still open.
  app.addHook('preClose', (done) => {
    for (const socket of connections) {
      const answer = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
      if (answer && !answer.headersSent) answer.setHeader('connection', 'close');
    }
    done();
  });
});

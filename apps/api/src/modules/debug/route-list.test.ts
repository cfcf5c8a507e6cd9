import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseRouteTree } from './route-list.ts';

async function routesOf(register: (app: FastifyInstance) => void) {
  const app = Fastify();
  register(app);
  await app.ready();
  const routes = parseRouteTree(app.printRoutes(), (request) => app.findRoute(request));
  await app.close();
  return routes;
}

describe('parseRouteTree', () => {
  it('rebuilds full URLs from the shared prefixes, with parameters and wildcards, sorted', async () => {
    const routes = await routesOf((app) => {
      app.get('/api/health', async () => 'ok');
      app.get('/api', async () => 'ok');
      app.post('/api/auth/login', async () => 'ok');
      app.get('/api/auth/test', async () => 'ok');
      app.put('/api/bikes/:id', async () => 'ok');
      app.get('/api/bikes/:id', async () => 'ok');
      app.get('/api/bikes/:id/reward', async () => 'ok');
      app.get('/media/*', async () => 'ok');
      app.register(async (child: FastifyInstance) => {
        child.delete('/api/x/:a/:b', async () => 'ok');
      });
    });
    expect(routes).toEqual([
      { method: 'GET', url: '/api' },
      { method: 'POST', url: '/api/auth/login' },
      { method: 'GET', url: '/api/auth/test' },
      { method: 'GET', url: '/api/bikes/:id' },
      { method: 'PUT', url: '/api/bikes/:id' },
      { method: 'GET', url: '/api/bikes/:id/reward' },
      { method: 'GET', url: '/api/health' },
      { method: 'DELETE', url: '/api/x/:a/:b' },
      { method: 'GET', url: '/media/*' },
    ]);
  });

  it('names each parameter as its own route does where routes share a parameter node', async () => {
    const routes = await routesOf((app) => {
      app.get('/api/bikes/:id', async () => 'ok');
      app.get('/api/bikes/:id/reward', async () => 'ok');
      app.get('/api/bikes/:bikeId/maintenance', async () => 'ok');
      app.patch('/api/photos/:bikeId/photos/:photoId/main', async () => 'ok');
      app.get('/api/photos/:x/y', async () => 'ok');
    });
    expect(routes).toEqual([
      { method: 'GET', url: '/api/bikes/:bikeId/maintenance' },
      { method: 'GET', url: '/api/bikes/:id' },
      { method: 'GET', url: '/api/bikes/:id/reward' },
      { method: 'PATCH', url: '/api/photos/:bikeId/photos/:photoId/main' },
      { method: 'GET', url: '/api/photos/:x/y' },
    ]);
  });

  it('keeps a HEAD route that has no GET beside it', async () => {
    const routes = await routesOf((app) => {
      app.head('/ping', async () => '');
      app.get('/', async () => 'ok');
    });
    expect(routes).toEqual([
      { method: 'GET', url: '/' },
      { method: 'HEAD', url: '/ping' },
    ]);
  });

  it('gives nothing for an empty tree', () => {
    expect(parseRouteTree('', () => null)).toEqual([]);
  });
});

// A bare Fastify hello-world: the ceiling the verification hot path is compared with.
import Fastify from 'fastify';

const app = Fastify();
app.post('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('ready\n');

// Baseline server: plain Fastify with one route, run as a child process like the API.
// Usage: PORT=4000 node --import tsx bench/bare-fastify.ts
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

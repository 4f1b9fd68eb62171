import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// In development every API path of docs/product.md §7 is proxied to the Fastify server.
const apiPrefixes = [
  '/auth',
  '/users',
  '/market-managers',
  '/documents',
  '/notifications',
  '/email',
  '/vendors/self',
  '/admin',
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [
        prefix,
        {
          target: apiTarget,
          // Let the SPA answer browser navigations to routes that share a prefix (e.g. /vendors).
          bypass: (req: { headers: { accept?: string } }) =>
            req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
        },
      ]),
    ),
  },
  build: { outDir: 'dist', sourcemap: true },
});

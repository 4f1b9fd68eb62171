import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text the browser downloads; source maps are left alone (only developer tools fetch them).
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Smaller files gain nothing worth a second request header and file.
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest levels (done once, at
 * build time), for the server to send as they are (apps/api/src/plugins/spa.ts, @fastify/static preCompressed).
 * A variant that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'marketday-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, after every other plugin's closeBundle (the service worker, sw.js and its Workbox runtime, is written
    // there by vite-plugin-pwa): no file is read while another plugin is still writing it.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
          const source = await readFile(file);
          const variants = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          const [br, gzipped] = variants;
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
        }
      },
    },
  };
}

import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// zod probes for eval (`new Function`) the first time it parses, to compile fast parsers; the
// Content-Security-Policy forbids eval, so the probe alone would file a violation report from every
// page. Interpreted parsing is plenty for a shop's forms and stored lists. The chunk holding zod's
// core says so before any of its modules runs: stores parse what the browser kept as they load,
// before the entry module's own first line.
const ZOD_JITLESS =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });';

const OUT_DIR = fileURLToPath(new URL('./dist/web', import.meta.url));

const zodJitless = (chunk: { moduleIds: string[] }) =>
  chunk.moduleIds.some((id) => id.includes('/zod/v4/core/core.js')) ? ZOD_JITLESS : '';

/** What the server may send compressed: text formats (docs/decisions/014-compression.md). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli (best) and gzip (best) copies beside every compressible built file, once at build time:
 * the server sends whichever the browser accepts without compressing anything per request.
 */
function precompress(outDir: string): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'shop-precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const body = await readFile(join(outDir, file));
            if (body.length < COMPRESS_FROM_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await writeFile(join(outDir, `${file}.br`), br);
            await writeFile(join(outDir, `${file}.gz`), gz);
          }),
      );
    },
  };
}

/** Where the build manifest is kept: beside the served folder, never served. */
export const MANIFEST_PATH = fileURLToPath(new URL('./dist/web-manifest.json', import.meta.url));

function keepManifestOutside(outDir: string): Plugin {
  return {
    name: 'shop-manifest-outside',
    apply: 'build',
    // Before precompress starts, so no compressed copy of it is made either.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await rename(join(outDir, '.vite', 'manifest.json'), MANIFEST_PATH);
        await rm(join(outDir, '.vite'), { recursive: true, force: true });
      },
    },
  };
}

// The SPA. In development `npm run dev` runs this dev server and proxies /api to the Node server.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), keepManifestOutside(OUT_DIR), precompress(OUT_DIR)],
  // The server puts each page's Content-Security-Policy nonce here (spa/routes.ts): Vite marks
  // its tags with it and adds a <meta property="csp-nonce"> that the app reads (csp-nonce.ts).
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // Maps are built for error reports but never served, and the bundles do not name them.
    sourcemap: 'hidden',
    // Which chunks each page loads, for the bundle budget (scripts/bundle-budget.mjs); moved out
    // of the served folder once built (keepManifestOutside).
    manifest: true,
    rolldownOptions: { output: { banner: zodJitless } },
  },
  worker: { rolldownOptions: { output: { banner: zodJitless } } },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? '3000'}`,
      // The developer mail page is served by the API server.
      '/dev/mail': `http://localhost:${process.env.API_PORT ?? '3000'}`,
    },
  },
});

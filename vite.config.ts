import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// zod probes for eval (`new Function`) the first time it parses, to compile fast parsers; the
// Content-Security-Policy forbids eval, so the probe alone would file a violation report from every
// page. Interpreted parsing is plenty for a shop's forms and stored lists. The chunk holding zod's
// core says so before any of its modules runs: stores parse what the browser kept as they load,
// before the entry module's own first line.
const ZOD_JITLESS =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });';

const zodJitless = (chunk: { moduleIds: string[] }) =>
  chunk.moduleIds.some((id) => id.includes('/zod/v4/core/core.js')) ? ZOD_JITLESS : '';

// The SPA. In development `npm run dev` runs this dev server and proxies /api to the Node server.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
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

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA. In development `npm run dev` runs this dev server and proxies /api to the Node server.
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? '3000'}`,
      // The developer mail page is served by the API server.
      '/dev/mail': `http://localhost:${process.env.API_PORT ?? '3000'}`,
    },
  },
});

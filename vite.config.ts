import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies /api (HTTP and the STOMP WebSocket) to the reference server,
// started beside it by `npm run dev` on API_PORT (default 8081).
const apiPort = process.env.API_PORT ?? '8081';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // bench/bundle.mjs reads the manifest to measure what the first load of /beranda fetches.
    manifest: true,
  },
});

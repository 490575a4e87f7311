import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = {
  '/vrmcsys': { target: 'http://127.0.0.1:8080', changeOrigin: true },
};

export default defineConfig({
  base: '/manage/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // module workers (the upload hasher) share the app's ES module chunks format
  worker: { format: 'es' },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The size budget is enforced by scripts/report-sizes.mjs on gzipped route loads.
    chunkSizeWarningLimit: 1024,
  },
});

import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve('app'),
  publicDir: path.resolve('app/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@common': path.resolve('common'), '@app': path.resolve('app') } },
  build: {
    outDir: path.resolve('dist/app'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/fonts': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
});

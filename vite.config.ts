import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig } from 'vite';

// The slide fonts are served by the app at /fonts/ (server/routes/fonts.ts), so their URLs in
// app/fonts.generated.css are meant to resolve at run time: Vite's note about each of them (271
// lines on a first `npm start`, issue 32) says nothing a person needs. Every other message shows.
const logger = createLogger();
const warn = logger.warn.bind(logger);
const warnOnce = logger.warnOnce.bind(logger);
const fontUrlNote = (msg: string) => msg.includes('/fonts/') && msg.includes("didn't resolve at build time");
logger.warn = (msg, options) => {
  if (!fontUrlNote(msg)) warn(msg, options);
};
logger.warnOnce = (msg, options) => {
  if (!fontUrlNote(msg)) warnOnce(msg, options);
};

export default defineConfig({
  customLogger: logger,
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

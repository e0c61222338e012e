import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: which chunks each page loads (read by bench/client.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});

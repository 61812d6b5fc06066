import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@riviera/domain': path.resolve(import.meta.dirname, '../../packages/domain/src/index.ts') } },
  server: { proxy: { '/api': api, '/uploads': api } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});

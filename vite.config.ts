import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      // react-router's package exports resolve to its development build in every mode
      // (remix-run/react-router#14102), which keeps its dev warnings in our bundle; build against
      // the production build it ships alongside.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : []),
    ],
  },
  // The manifest lets scripts/size.ts name the source of each chunk.
  build: { manifest: true },
  server: { port: 5173 },
  preview: { port: 5173 },
}));

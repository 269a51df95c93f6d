// Vite builds the React app and the service worker. Route chunks and locale catalogs are
// emitted under assets/lazy/ so the service worker can leave them out of the precache and
// cache them at run time instead (see sw/ and STYLE.md, excalidraw habit).
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './src/app/manifest'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001'

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      injectManifest: {
        // The shell only: entry chunks, styles, icons. Lazy route chunks and locale
        // catalogs are cached at run time.
        globPatterns: ['index.html', 'assets/*.{js,css}', '*.{png,svg,ico,webmanifest}'],
        globIgnores: ['assets/lazy/**'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __APP_PACKAGE__: JSON.stringify(process.env.npm_package_name ?? 'klik'),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/lazy/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
})

// The web app manifest (Chrome's install criteria: name, icons 192/512, start_url,
// display standalone). vite-plugin-pwa writes it as /manifest.webmanifest.
export const manifest = {
  name: 'Klik — dating & flirting',
  short_name: 'Klik',
  description: 'Meet new people, like, chat and click.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  theme_color: '#d6285a',
  background_color: '#fff7f9',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

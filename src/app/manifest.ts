// The default site's web app manifest for the build (vite-plugin-pwa writes it as
// /manifest.webmanifest and links it). The server answers that URL per site
// (server/plugins/brand.ts), so this copy is what `vite dev` shows.
import {
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_ICONS,
  DEFAULT_THEME_COLOR,
  webManifest,
} from '../contract/web-manifest'

export const manifest = webManifest({
  name: 'Klik',
  short_name: 'Klik',
  lang: 'en',
  theme_color: DEFAULT_THEME_COLOR,
  background_color: DEFAULT_BACKGROUND_COLOR,
  icons: DEFAULT_ICONS,
})

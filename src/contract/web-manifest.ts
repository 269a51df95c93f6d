// The web app manifest of a site (Chrome's install criteria: name, icons 192/512, start_url,
// display standalone). The server answers /manifest.webmanifest per site, so a second brand is
// installed under its own name and colours; the build writes the default site's copy.
export interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose: 'any' | 'maskable' | 'monochrome'
}

export interface ManifestBrand {
  name: string
  short_name: string
  /** The site's language: the install dialog and the OS read the names in it. */
  lang: string
  theme_color: string
  background_color: string
  icons: readonly ManifestIcon[]
}

export const DEFAULT_THEME_COLOR = '#d6285a'
export const DEFAULT_BACKGROUND_COLOR = '#fff7f9'
export const DEFAULT_ICONS: readonly ManifestIcon[] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

export function webManifest(brand: ManifestBrand) {
  return {
    name: brand.name,
    short_name: brand.short_name,
    lang: brand.lang,
    description: 'Meet new people, like, chat and click.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'portrait' as const,
    theme_color: brand.theme_color,
    background_color: brand.background_color,
    icons: brand.icons.map((icon) => ({ ...icon })),
  }
}

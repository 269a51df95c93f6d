// A site's brand where the browser sees it before the app runs: the page's title, language
// and theme colour in index.html, and the web app manifest an installed app is named by. The
// build writes the default site's; the server answers both per site (plugins/brand.ts,
// plugins/not-found.ts), so a second brand never shows "Klik".
import { webManifest } from '../../../src/contract/web-manifest'
import { escapeHtml } from '../html'
import type { Site } from './site-schema'

export function siteManifest(site: Site): ReturnType<typeof webManifest> {
  return webManifest({
    name: site.name,
    short_name: site.short_name ?? site.name,
    lang: site.domain_language,
    theme_color: site.theme_color,
    background_color: site.background_color,
    icons: site.icons,
  })
}

/** The built index.html with the site's title, language and theme colour. */
export function brandIndexHtml(html: string, site: Site): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(site.name)}</title>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${site.domain_language}"`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${escapeHtml(site.theme_color)}$2`)
}

// URLs of uploaded media: a path under /media, behind the site's cdn_prefix when it has one.
export function mediaUrl(cdnPrefix: string, path: string): string {
  // Already an address (a partner's photo): as it is.
  if (/^https?:\/\//.test(path)) return path
  const clean = path.replace(/^\/+/, '').replace(/^media\//, '')
  return `${cdnPrefix.replace(/\/+$/, '')}/media/${clean}`
}

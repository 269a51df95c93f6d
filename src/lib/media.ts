// URLs of uploaded media: a path under /media, behind the site's cdn_prefix when it has one.
export function mediaUrl(cdnPrefix: string, path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^media\//, '')
  return `${cdnPrefix.replace(/\/+$/, '')}/media/${clean}`
}

// Route names in the spec's style ("members-memberId", "chats-chatId", "pages-service"):
// the path's segments joined by dashes, parameters by their name, "index" for "/".

export function routeNameFromPath(fullPath: string): string {
  const segments = fullPath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/^\{-\$(.+)\}$/, '$1').replace(/^\$/, ''))
    .filter((segment) => segment !== '')
  return segments.length === 0 ? 'index' : segments.join('-')
}

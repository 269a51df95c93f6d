// The Content-Security-Policy the client runs under. Everything is same-origin; images may
// also come from a CDN named by a site's absolute cdn_prefix. No upgrade-insecure-requests:
// a plain-http deployment (localhost, a LAN test box) must keep working.
export function contentSecurityPolicy(cdnPrefixes: readonly string[]): Record<string, string[]> {
  const cdnOrigins = [
    ...new Set(
      cdnPrefixes
        .filter((prefix) => /^https?:\/\//.test(prefix))
        .map((prefix) => new URL(prefix).origin),
    ),
  ]
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...cdnOrigins],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  }
}

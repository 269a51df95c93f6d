// The two site templates and the developer panel's design cookie, without zod: the client's
// start-up bundle may import these (see locale-codes.ts). features.ts adds the schemas.

export const TEMPLATES = ['boxy', 'classic'] as const
export type Template = (typeof TEMPLATES)[number]

/**
 * Cookie the developer panel sets to 'boxy' or 'classic' to switch the design; honoured by
 * settings.php only when the server runs with DEV_TOOLS.
 */
export const DESIGN_VERSION_COOKIE = 'design-version'

export function isTemplate(value: unknown): value is Template {
  return (TEMPLATES as readonly unknown[]).includes(value)
}

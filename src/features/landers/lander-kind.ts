// The kinds of lander (/landers/{kind}/{slug}, spec §2), apart from their layouts
// (LanderPage.tsx), so the server's loader can answer an unknown kind with a 404 without them.
export const LANDER_KINDS = [
  'video',
  'gallery',
  'maplanding',
  'alonetonight',
  'iconslanding',
  'socialnetwork',
  'collagelanding',
  'transitionsvideolanding',
] as const

export type LanderKind = (typeof LANDER_KINDS)[number]

export const isLanderKind = (kind: string): kind is LanderKind =>
  (LANDER_KINDS as readonly string[]).includes(kind)

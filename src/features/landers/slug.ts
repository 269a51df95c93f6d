// What a lander's slug selects (/landers/{kind}/{slug}, spec §2): a number is a member, shown
// first (the campaign's face); a word for women or men — in any of the site's seven
// languages — shows only them; anything else (a campaign name) is the default, everyone of
// the visitor's country. Pure, so the rule is tested apart from the page.
import type { Gender } from '../../contract/profile-field-names'

export type LanderSlug =
  { type: 'member'; memberId: number } | { type: 'gender'; gender: Gender } | { type: 'default' }

const WOMEN = [
  'women',
  'woman',
  'female',
  'girls',
  'vrouwen',
  'frauen',
  'donne',
  'femmes',
  'mujeres',
  'kobiety',
]
const MEN = [
  'men',
  'man',
  'male',
  'guys',
  'mannen',
  'maenner',
  'manner',
  'uomini',
  'hommes',
  'hombres',
  'mezczyzni',
]

export function parseLanderSlug(slug: string): LanderSlug {
  // A member id as lib/member-id reads one; spelled out here so the landers chunk does not
  // import one more tiny chunk (each a name in the start-up bundle's chunk table).
  if (/^\d{1,15}$/.test(slug) && Number(slug) > 0) return { type: 'member', memberId: Number(slug) }
  // "women-amsterdam", "Frauen_2026": the first word decides.
  const word = slug
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .split(/[^a-z]+/)[0]
  if (word !== undefined && WOMEN.includes(word)) return { type: 'gender', gender: 'female' }
  if (word !== undefined && MEN.includes(word)) {
    return { type: 'gender', gender: 'male' }
  }
  return { type: 'default' }
}

/** The gender filter of the lander's search: '' (both) unless the slug names one. */
export const slugGender = (slug: LanderSlug): Gender | '' =>
  slug.type === 'gender' ? slug.gender : ''

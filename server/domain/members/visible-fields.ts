// The site decides which profile fields other members see (settings visible_profile_fields
// and visible_profile_notes): a hidden field answers null, or '' for the text fields city,
// countryregion and personal, and a hidden date of birth hides the age.
import type { MemberResponse } from '../../../src/contract/members'
import { PROFILE_DETAIL_FIELDS } from '../../../src/contract/profile-field-names'
import type { Site } from '../sites/site-schema'

type PageProfile = MemberResponse['profile']
type Visibility = Pick<Site, 'visible_profile_fields' | 'visible_profile_notes'>

export function withVisibleFields(profile: PageProfile, site: Visibility): PageProfile {
  const visible = new Set<string>(site.visible_profile_fields)
  const shown: PageProfile = {
    ...profile,
    gender: visible.has('gender') ? profile.gender : null,
    age: visible.has('date_of_birth') ? profile.age : null,
    city: visible.has('city') ? profile.city : '',
    countryregion: visible.has('countryregion') ? profile.countryregion : '',
    personal: site.visible_profile_notes ? profile.personal : '',
  }
  for (const field of PROFILE_DETAIL_FIELDS) {
    if (!visible.has(field)) shown[field] = null
  }
  return shown
}

// The built-in demo webcam feed (partners.cams_feed 'demo'): 24 made-up cam profiles, both
// genders, ages 19-55, with drawn avatars (cam-avatars.ts). Fixed, so accounts stay valid
// across restarts and the redirect can tell a known account from an unknown one. Every
// account is plainly a demo; a real site points cams_feed at its partner's feed.
import type { Gender } from '../../../src/contract/profile-field-names'

export interface DemoCam {
  account: string
  name: string
  age: number
  gender: Gender
  /** Whether the cam shows as live; about two in three do. */
  online: boolean
}

const WOMEN = ['Sanne', 'Lotte', 'Emma', 'Julia', 'Noor', 'Mila', 'Fleur', 'Iris', 'Eva', 'Lieke']
const MEN = ['Daan', 'Sem', 'Lucas', 'Milan', 'Thijs', 'Bram', 'Ruben', 'Jesse', 'Lars', 'Stijn']
export const DEMO_CAM_COUNT = 24
const MIN_AGE = 19
const MAX_AGE = 55

export const DEMO_CAMS: readonly DemoCam[] = Array.from({ length: DEMO_CAM_COUNT }, (_, index) => {
  // Two women for each man, the usual mix of a cam feed.
  const gender: Gender = index % 3 === 2 ? 'male' : 'female'
  const names = gender === 'female' ? WOMEN : MEN
  const name = names[(index * 7) % names.length] ?? 'Demo'
  return {
    account: `demo-${name.toLowerCase()}-${String(index + 1).padStart(2, '0')}`,
    name,
    // Spread over the whole range, first and last included.
    age: MIN_AGE + Math.round((index * (MAX_AGE - MIN_AGE)) / (DEMO_CAM_COUNT - 1)),
    gender,
    online: index % 3 !== 1,
  }
})

export function demoCam(account: string): DemoCam | undefined {
  return DEMO_CAMS.find((cam) => cam.account === account)
}

// The signup wizard's steps (spec §2, §4): 0 account, 1 push offer, 2 photo, 3 location,
// 4 personal info, 5 profile text, 6 activation-mail progress, 7 done. Who may sign up,
// where a member resumes, which steps are skipped, and the progress shown.
import {
  hasLocation,
  hasNotes,
  hasPersonalInfo,
  type ProfileProgress,
} from '../../contract/profile-progress'
import type { SignupMode } from '../../contract/settings'

export type { ProfileProgress }

export type Step = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
export const FIRST_STEP: Step = 0
export const LAST_STEP: Step = 7
/** Progress is step / 6 (spec §4, §9). */
export const PROGRESS_DENOMINATOR = 6

export function signupProgress(step: Step): number {
  return Math.min(step / PROGRESS_DENOMINATOR, 1)
}

/**
 * Whether a visitor may create an account: always when signups are open; with
 * `with_trafficsource` only with a stored affiliate network; never when closed (invite only).
 */
export function signupsOpen(mode: SignupMode, hasNetwork: boolean): boolean {
  switch (mode) {
    case 'all':
      return true
    case 'with_trafficsource':
      return hasNetwork
    case 'closed':
      return false
  }
}

/**
 * Automatic skipping (spec §2): on entering step 3 with a region or city, go to 4; on 4 with a
 * gender or date of birth, go to 5; on 5 with a personal text, go to 6.
 */
export function autoSkip(step: Step, profile: ProfileProgress | null | undefined): Step {
  if (!profile) return step
  let next = step
  if (next === 3 && hasLocation(profile)) next = 4
  if (next === 4 && hasPersonalInfo(profile)) next = 5
  if (next === 5 && hasNotes(profile)) next = 6
  return next
}

/**
 * An activated member has nothing to wait for at step 6 (the activation mail): they go on to
 * the end, which then says the profile is complete instead of "Check your email".
 */
export function skipActivation(step: Step, activated: boolean): Step {
  return activated && step === 6 ? 7 : step
}

/** After the account exists (spec §4): the push offer when it is made, else the photo. */
export function stepAfterAccount(pushOffered: boolean): Step {
  return pushOffered ? 1 : 2
}

/**
 * Where a logged-in member opening the form starts (spec §2): the push offer, the photo when
 * push is not offered, the location when a main image exists; then the skipping rules.
 */
export function resumeStep(profile: ProfileProgress, pushOffered: boolean): Step {
  const start: Step = profile.main_image ? 3 : stepAfterAccount(pushOffered)
  return autoSkip(start, profile)
}

/** The step after `step` (4 → 5 and so on), with the skipping rules applied. */
export function nextStep(step: Step, profile: ProfileProgress | null | undefined): Step {
  if (step >= LAST_STEP) return LAST_STEP
  return autoSkip((step + 1) as Step, profile)
}

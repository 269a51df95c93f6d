// The session's atoms. The current member: undefined while unknown, null when logged out
// (spec §1: logged in means a user object is present); the logging-out flag stays set 1 s
// after a logout (§4). The site's settings and the design in force: the server answers the
// site's template and feature flags (and, with DEV_TOOLS, honours the developer panel's
// design-version cookie), so the client never computes flags itself.
import { atom } from 'jotai'
import type { SettingsResponse as Settings } from '../contract/settings'
import type { Template } from '../contract/template-codes'
import type { UserResponse } from '../contract/user'

export const userAtom = atom<UserResponse | null | undefined>(undefined)
export const loggedInAtom = atom((get) => Boolean(get(userAtom)))
export const loggingOutAtom = atom(false)

export const LOGGING_OUT_FLAG_MS = 1000

export const settingsAtom = atom<Settings | null>(null)

export const templateAtom = atom<Template>((get) => get(settingsAtom)?.template ?? 'boxy')

/** null only when the very first start happens offline, before any settings were seen. */
export const featuresAtom = atom((get) => get(settingsAtom)?.features ?? null)

// The current member: undefined while unknown, null when logged out (spec §1: logged in
// means a user object is present). The logging-out flag stays set 1 s after a logout (§4).
import { atom } from 'jotai'
import type { UserResponse } from '../../contract/user'

export const userAtom = atom<UserResponse | null | undefined>(undefined)
export const loggedInAtom = atom((get) => Boolean(get(userAtom)))
export const loggingOutAtom = atom(false)

export const LOGGING_OUT_FLAG_MS = 1000

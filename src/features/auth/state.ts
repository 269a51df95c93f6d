// The current member: undefined while unknown, null when logged out (spec §1: logged in
// means a user object is present).
import { atom } from 'jotai'
import type { UserResponse } from '../../contract/user'

export const userAtom = atom<UserResponse | null | undefined>(undefined)
export const loggedInAtom = atom((get) => Boolean(get(userAtom)))

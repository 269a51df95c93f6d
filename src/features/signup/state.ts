// The signup wizard's shared state: the completion flag (spec §4: "reaching step 7 signals the
// flow complete"). The outcome of the push offer is the shared push state
// (pushSubscribedAtom, src/session/push.ts).
import { atom } from 'jotai'

export const signupCompletedAtom = atom(false)

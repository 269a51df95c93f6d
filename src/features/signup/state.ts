// The signup wizard's shared state: the completion flag (spec §4: "reaching step 7 signals the
// flow complete") and the outcome of the push offer (spec §3 push state isSubscribed: the
// subscription, false when not granted, 'denied', or null after an error; undefined until
// the member answered the offer in this session).
import { atom } from 'jotai'
import type { PushResult } from './push'

export const signupCompletedAtom = atom(false)

export const pushOfferResultAtom = atom<PushResult | undefined>(undefined)

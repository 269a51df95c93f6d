// What every lander kind gets from the page: the members (undefined while loading, empty
// when the site shows none), the signup form, and the visitor's place as guessed.
import type { ReactNode } from 'react'
import type { MemberCard } from '../../../contract/members'

export interface KindProps {
  members: MemberCard[] | undefined
  signup: ReactNode
  /** The country of the visitor's geoip guess, in the reader's language. */
  country: string
  /** The region most of the shown members live in, '' when unknown. */
  region: string
  siteName: string
}

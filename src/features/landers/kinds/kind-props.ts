// What every lander kind gets from the page: the members (undefined while loading, empty
// when the site shows none), the signup form, and the visitor's place as guessed.
import type { ReactNode } from 'react'
import type { MemberCard } from '../../../contract/members'

export interface KindProps {
  members: MemberCard[] | undefined
  signup: ReactNode
  /**
   * The visitor's guessed place: the region most of the shown members live in and the country
   * of the geoip guess ("Utrecht, Netherlands"), in the reader's language; '' when unknown.
   */
  place: string
  siteName: string
}

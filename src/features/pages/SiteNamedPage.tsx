// A site page by its name (/pages/$name): its title, what the ban page adds above its text (why
// this browser's account was banned, `ban` from useBanStatus), and what a page adds below its
// text — the cookie page its list of what is kept in the browser; `children` what the route
// adds from another feature (the service page's contact and objection forms, the ban page's
// objection form: features/cases).
import type { ReactNode } from 'react'
import type { BanStatus } from '../../contract/admin'
import type { PageName } from '../../contract/page-names'
import { BanNotice } from './BanNotice'
import { PAGE_TITLES } from './page-titles'
import { SitePage } from './SitePage'
import { StorageList } from './StorageList'

export function SiteNamedPage({
  name,
  ban,
  children,
}: {
  name: PageName
  /** The ban page: this browser's ban (useBanStatus), if it has one. */
  ban?: BanStatus | null
  children?: ReactNode
}) {
  return (
    <SitePage name={name} title={PAGE_TITLES[name]} lead={ban && <BanNotice ban={ban} />}>
      {name === 'cookies' && <StorageList />}
      {children}
    </SitePage>
  )
}

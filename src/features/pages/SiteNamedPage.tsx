// A site page by its name (/pages/$name): its title, what the ban page adds above its text (why
// this browser's account was banned), and what a page adds below its text — the cookie page its list of what is kept in the browser; `children` what the route adds from
// another feature (the service page's contact form, features/cases).
import type { ReactNode } from 'react'
import type { PageName } from '../../contract/page-names'
import { BanNotice } from './BanNotice'
import { PAGE_TITLES } from './page-titles'
import { SitePage } from './SitePage'
import { StorageList } from './StorageList'

export function SiteNamedPage({ name, children }: { name: PageName; children?: ReactNode }) {
  return (
    <SitePage name={name} title={PAGE_TITLES[name]} lead={name === 'ban' && <BanNotice />}>
      {name === 'cookies' && <StorageList />}
      {children}
    </SitePage>
  )
}

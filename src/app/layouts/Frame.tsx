// The four layouts of spec §1: default (header, page, footer), chat (compact header,
// full-height page), lander (a centred card over the brand background), empty (the page alone).
import type { ReactNode } from 'react'
import type { Layout } from '../route-meta'
import { Footer } from './Footer'
import { Header } from './Header'

export function Frame({ layout, children }: { layout: Layout; children: ReactNode }) {
  switch (layout) {
    case 'default':
      return (
        <>
          <Header />
          <main id="main" className="layout-default">
            {children}
          </main>
          <Footer />
        </>
      )
    case 'chat':
      return (
        <>
          <Header compact />
          <main id="main" className="layout-chat">
            {children}
          </main>
        </>
      )
    case 'lander':
      return (
        <main id="main" className="layout-lander">
          <div className="lander-card">{children}</div>
          <Footer minimal />
        </main>
      )
    case 'empty':
      return (
        <main id="main" className="layout-empty">
          {children}
        </main>
      )
  }
}

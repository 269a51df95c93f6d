// Route options for a page whose feature belongs to a later issue: the route, its auth
// mode and layout are real; the page says plainly that the feature is not there yet.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { NotAvailable } from '../ui/NotAvailable'
import type { RouteMeta } from './route-meta'

export function placeholder(title: MessageDescriptor, meta: RouteMeta = {}) {
  function PlaceholderPage() {
    const { i18n } = useLingui()
    return <NotAvailable title={i18n._(title)} />
  }
  return { staticData: meta, component: PlaceholderPage }
}

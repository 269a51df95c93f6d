import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '../features/credits/PricingPage'
import { ssrLoad } from './-ssr/loader'

// /pricing (spec §2, public): the price list of the visitor's payment country.
export const Route = createFileRoute('/pricing')({
  staticData: { auth: 'none' },
  loader: import.meta.env.SSR ? (args) => ssrLoad('shop', args) : undefined,
  component: PricingPage,
})

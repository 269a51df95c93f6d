import { createFileRoute } from '@tanstack/react-router'
import { lazyLanderPage } from '../../-landers/load'
import { ssrLoad } from '../../-ssr/loader'

// Marketing landing pages (spec §2). The kind picks the frame: the two that carry a signup
// card use the lander layout, the media landers the empty layout. The page (-landers/pages.tsx)
// checks the kind and answers an unknown one with the 404 page: the list of kinds stays out
// of the start-up bundle's route tree.
export const LanderRoute = lazyLanderPage('LanderRoute')

export const Route = createFileRoute('/landers/$kind/$slug')({
  staticData: {
    auth: 'none',
    layout: ({ kind }) => (/^(alonetonight|socialnetwork)$/.test(kind ?? '') ? 'lander' : 'empty'),
  },
  loader: import.meta.env.SSR ? (args) => ssrLoad('lander', args) : undefined,
  component: LanderRoute,
})

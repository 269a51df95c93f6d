// Marketing landing pages (spec §2). The kind picks the frame: the two that carry a
// signup card use the lander layout, the media-heavy ones the empty layout.
import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { placeholder } from '../../../app/placeholder'

const LANDER_KINDS = [
  'video',
  'gallery',
  'maplanding',
  'alonetonight',
  'iconslanding',
  'socialnetwork',
  'collagelanding',
  'transitionsvideolanding',
] as const
const FRAMED = new Set<string>(['alonetonight', 'socialnetwork'])

const page = placeholder(msg`Welcome`, {
  auth: 'none',
  layout: (params) => (FRAMED.has(params.kind ?? '') ? 'lander' : 'empty'),
})

export const Route = createFileRoute('/landers/$kind/$slug')({
  ...page,
  beforeLoad: ({ params }) => {
    if (!(LANDER_KINDS as readonly string[]).includes(params.kind)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
      throw notFound()
    }
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { ComplaintPage } from '../features/cases'

// /complaints (issue 13, public, default layout): the notice form. ?member=&photo=&message=
// prefill where the content is; the page reads them itself, so the route tree stays small.
export const Route = createFileRoute('/complaints')({
  staticData: { auth: 'none' },
  component: ComplaintPage,
})

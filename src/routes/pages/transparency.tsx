import { createFileRoute } from '@tanstack/react-router'
import { TransparencyPage } from '../../features/pages/transparency/TransparencyPage'
import { ssrLoad } from '../-ssr/loader'

// /pages/transparency (issue 32 §6, public): the transparency report of a half year. Its own
// route, not one of /pages/$name's Markdown pages: its words are the app's and its figures
// come from GET /api/transparency.php.
export const Route = createFileRoute('/pages/transparency')({
  staticData: { auth: 'none' },
  loader: import.meta.env.SSR ? (args) => ssrLoad('transparency', args) : undefined,
  component: TransparencyPage,
})

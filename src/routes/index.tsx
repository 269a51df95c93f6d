import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { ssrLoad } from './-ssr/loader'

export const Route = createFileRoute('/')({
  staticData: { auth: 'optional' },
  loader: import.meta.env.SSR ? (args) => ssrLoad('home', args) : undefined,
  component: HomePage,
})

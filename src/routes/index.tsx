import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'

export const Route = createFileRoute('/')({
  staticData: { auth: 'optional' },
  loader: import.meta.env.SSR
    ? (args) => import('./-ssr/loaders').then((ssr) => ssr.home(args))
    : undefined,
  component: HomePage,
})

import { createFileRoute } from '@tanstack/react-router'
import { lazyAccountPage } from './-account/load'

export const ProfileRoute = lazyAccountPage('ProfilePage')

export const Route = createFileRoute('/profile')({
  component: ProfileRoute,
})

import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../features/account'

export const Route = createFileRoute('/profile')({
  component: ProfilePage,
})

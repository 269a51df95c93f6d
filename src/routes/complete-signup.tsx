import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../app/placeholder'

export const Route = createFileRoute('/complete-signup')(placeholder(msg`Complete your profile`, { auth: 'none' }))

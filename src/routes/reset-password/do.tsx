import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../app/placeholder'

export const Route = createFileRoute('/reset-password/do')(placeholder(msg`Choose a new password`, { auth: 'required' }))

import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../app/placeholder'

export const Route = createFileRoute('/reset-password/')(placeholder(msg`Reset your password`, { auth: 'optional' }))

import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../app/placeholder'

export const Route = createFileRoute('/mail-change/do')(placeholder(msg`Change your email address`, { auth: 'none' }))

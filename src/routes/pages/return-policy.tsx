import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../app/placeholder'

export const Route = createFileRoute('/pages/return-policy')(
  placeholder(msg`Return policy`, { auth: 'none' }),
)

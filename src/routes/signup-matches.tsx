import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../app/placeholder'

export const Route = createFileRoute('/signup-matches')(
  placeholder(msg`Your matches`, { auth: 'none', layout: 'empty' }),
)

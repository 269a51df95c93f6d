import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../app/placeholder'

export const Route = createFileRoute('/match-finder')(
  placeholder(msg`Match finder`, { auth: 'none', layout: 'empty' }),
)

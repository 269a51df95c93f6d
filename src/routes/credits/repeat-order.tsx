import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../app/placeholder'

export const Route = createFileRoute('/credits/repeat-order')(
  placeholder(msg`Repeat your order`, { auth: 'required' }),
)

import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { placeholder } from '../../../app/placeholder'

export const Route = createFileRoute('/credits/$creditId/{-$paymentMethod}')(
  placeholder(msg`Buy credits`, { auth: 'required' }),
)

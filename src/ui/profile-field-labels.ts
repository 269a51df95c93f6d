// Translated labels of the optional profile fields and of their values (the server sends
// codes, spec §3 "Profile fields response"). Colours carry a context: a translation may word
// eye and hair colours differently.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PROFILE_FIELD_CHOICES } from '../contract/profile-field-names'

type ChoiceField = keyof typeof PROFILE_FIELD_CHOICES
type ChoiceLabels = {
  [F in ChoiceField]: Record<(typeof PROFILE_FIELD_CHOICES)[F][number], MessageDescriptor>
}

export type SelectField = ChoiceField | 'length'

export const FIELD_LABELS: Record<SelectField, MessageDescriptor> = {
  gender: msg`Gender`,
  length: msg`Height`,
  relationship: msg`Relationship status`,
  looking_for: msg`Looking for`,
  smoking: msg`Smoking`,
  drinking: msg`Drinking`,
  children: msg`Children`,
  body_type: msg`Body type`,
  eye_color: msg`Eye colour`,
  hair_color: msg`Hair colour`,
  education: msg`Education`,
}

export const CHOICE_LABELS: ChoiceLabels = {
  gender: { male: msg`Man`, female: msg`Woman` },
  relationship: {
    single: msg`Single`,
    in_relationship: msg`In a relationship`,
    married: msg`Married`,
    divorced: msg`Divorced`,
    widowed: msg`Widowed`,
    open_relationship: msg`Open relationship`,
  },
  looking_for: {
    friendship: msg`Friendship`,
    chat: msg`Chatting`,
    dating: msg`Dates`,
    relationship: msg`A relationship`,
    flirt: msg`A flirt`,
  },
  smoking: { no: msg`Non-smoker`, occasionally: msg`Smokes occasionally`, yes: msg`Smoker` },
  drinking: {
    no: msg`Does not drink`,
    socially: msg`Drinks socially`,
    regularly: msg`Drinks regularly`,
  },
  children: {
    none: msg`No children`,
    none_want: msg`No children, would like them`,
    have: msg`Has children`,
    have_want_more: msg`Has children, would like more`,
  },
  body_type: {
    slim: msg`Slim`,
    average: msg`Average`,
    athletic: msg`Athletic`,
    curvy: msg`Curvy`,
    muscular: msg`Muscular`,
    a_few_extra_pounds: msg`A few extra pounds`,
  },
  eye_color: {
    blue: msg({ message: 'Blue', context: 'eye colour' }),
    brown: msg({ message: 'Brown', context: 'eye colour' }),
    green: msg({ message: 'Green', context: 'eye colour' }),
    grey: msg({ message: 'Grey', context: 'eye colour' }),
    hazel: msg({ message: 'Hazel', context: 'eye colour' }),
  },
  hair_color: {
    black: msg({ message: 'Black', context: 'hair colour' }),
    brown: msg({ message: 'Brown', context: 'hair colour' }),
    blonde: msg({ message: 'Blonde', context: 'hair colour' }),
    red: msg({ message: 'Red', context: 'hair colour' }),
    grey: msg({ message: 'Grey', context: 'hair colour' }),
    bald: msg({ message: 'Bald', context: 'hair colour' }),
    other: msg({ message: 'Other', context: 'hair colour' }),
  },
  education: {
    secondary: msg`Secondary school`,
    vocational: msg`Vocational training`,
    bachelor: msg`Bachelor's degree`,
    master: msg`Master's degree`,
    doctorate: msg`Doctorate`,
  },
}

/** The text of one value of a select field; heights read "172 cm", an unknown code reads as itself. */
export function choiceText(i18n: I18n, field: SelectField, value: string | number): string {
  if (field === 'length') return `${value} cm`
  const label = (CHOICE_LABELS[field] as Record<string, MessageDescriptor>)[String(value)]
  return label ? i18n._(label) : String(value)
}

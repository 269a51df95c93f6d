// The figures of one half year, part by part: notices and members' reports (received, by
// category, how they were handled, the time to act), bans and their grounds, hidden photos,
// objections (what they were against, upheld or rejected, the time to act), decisions reversed
// (after an objection or not), verifications and fictional profiles. Counts only: the answer
// has nothing else.
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { TransparencyFigures as Figures } from '../../../contract/transparency'
import { countsOf, FigureList, FigureSection } from './FigureList'
import { hoursLabel } from './format'
import {
  BAN_GROUND_LABELS,
  DECLINE_REASON_LABELS,
  REPORT_REASON_LABELS,
} from '../../../ui/moderation-labels'
import { NOTICE_REASON_LABELS, OBJECTION_SUBJECT_LABELS } from './labels'

type CaseFigures = Figures['notices'] | Figures['reports']

function CaseSection<K extends string>({
  id,
  title,
  lead,
  part,
  labels,
  closed,
}: {
  id: string
  title: ReactNode
  lead: ReactNode
  part: CaseFigures & { by_reason: Record<K, number> }
  labels: Record<K, MessageDescriptor>
  closed: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <FigureSection id={id} title={title}>
      <p>{lead}</p>
      <FigureList figures={[{ label: t`Total received`, value: part.received }]} />
      <FigureList
        title={t`By category`}
        figures={countsOf(part.by_reason, labels, (label) => i18n._(label))}
      />
      <FigureList
        title={t`How they were handled`}
        figures={[
          { label: t`Resolved`, value: part.resolved },
          { label: t`Dismissed`, value: part.dismissed },
          {
            label: closed ? t`Still open when the half year ended` : t`Still open today`,
            value: part.open,
          },
          { label: t`The account was banned`, value: part.member_banned },
          { label: t`A photo was hidden`, value: part.photo_hidden },
        ]}
      />
      <TimeToAct actedOn={t`Cases we first acted on in this half year`} part={part} />
    </FigureSection>
  )
}

/** How many cases of a kind were first acted on in the half year, and the median time to it. */
function TimeToAct({
  actedOn,
  part,
}: {
  actedOn: string
  part: { acted_on: number; median_hours_to_act: number | null }
}) {
  const { t, i18n } = useLingui()
  return (
    <FigureList
      title={t`Time to act`}
      figures={[
        { label: actedOn, value: part.acted_on },
        {
          label: t`Median time from receipt to our first action`,
          value: hoursLabel(part.median_hours_to_act, i18n.locale),
        },
      ]}
    />
  )
}

/** Objections to a decision (DSA art. 20): what they were against and what came of them. */
function ObjectionSection({ part, closed }: { part: Figures['objections']; closed: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <FigureSection id="transparency-objections" title={t`Objections to our decisions`}>
      <p>
        <Trans>
          Anyone who disagrees with a decision of ours — a ban, a hidden photo, or what we decided
          on a notice or report — can object, free of charge: from the page that tells a blocked
          member why, or from the{' '}
          <Link to="/pages/$name" params={{ name: 'service' }}>
            customer service page
          </Link>
          . A person who did not take the decision looks at it again.
        </Trans>
      </p>
      <FigureList figures={[{ label: t`Objections received`, value: part.received }]} />
      <FigureList
        title={t`What they were against`}
        figures={countsOf(part.by_subject, OBJECTION_SUBJECT_LABELS, (label) => i18n._(label))}
      />
      <FigureList
        title={t`What came of them`}
        figures={[
          { label: t`Upheld: the decision was reversed`, value: part.upheld },
          { label: t`Rejected: the decision stands`, value: part.rejected },
          {
            label: closed
              ? t({ message: 'Still open when the half year ended', context: 'objections' })
              : t({ message: 'Still open today', context: 'objections' }),
            value: part.open,
          },
        ]}
      />
      <TimeToAct actedOn={t`Objections we first acted on in this half year`} part={part} />
    </FigureSection>
  )
}

export function TransparencyFigures({ figures, closed }: { figures: Figures; closed: boolean }) {
  const { t, i18n } = useLingui()
  const translate = (label: MessageDescriptor) => i18n._(label)
  const { suspensions, reversed, verifications } = figures
  return (
    <>
      <CaseSection
        id="transparency-notices"
        title={t`Notices of illegal content`}
        lead={
          <Trans>
            Sent by anyone with our <Link to="/complaints">form for illegal content</Link>.
          </Trans>
        }
        part={figures.notices}
        labels={NOTICE_REASON_LABELS}
        closed={closed}
      />
      <CaseSection
        id="transparency-reports"
        title={t`Reports by members`}
        lead={t`Sent by members about a profile, a photo or a message.`}
        part={figures.reports}
        labels={REPORT_REASON_LABELS}
        closed={closed}
      />
      <FigureSection id="transparency-suspensions" title={t`Accounts banned`}>
        <FigureList figures={[{ label: t`Accounts banned`, value: suspensions.total }]} />
        <FigureList
          title={t`By reason`}
          figures={countsOf(suspensions.by_ground, BAN_GROUND_LABELS, translate)}
        />
      </FigureSection>
      <FigureSection id="transparency-photos" title={t`Photos hidden`}>
        <FigureList
          figures={[{ label: t`Photos hidden from other members`, value: figures.photos.hidden }]}
        />
      </FigureSection>
      <ObjectionSection part={figures.objections} closed={closed} />
      <FigureSection id="transparency-reversed" title={t`Decisions reversed`}>
        <p>
          <Trans>
            We reverse a decision when an objection is upheld, or when we find out ourselves that it
            was wrong. These are the decisions we reversed:
          </Trans>
        </p>
        <FigureList
          figures={[
            { label: t`Bans lifted`, value: reversed.bans_lifted },
            { label: t`Photos shown again`, value: reversed.photos_shown_again },
            { label: t`Cases reopened`, value: reversed.cases_reopened },
          ]}
        />
      </FigureSection>
      <FigureSection id="transparency-verifications" title={t`Verified members`}>
        <FigureList
          figures={[
            { label: t`Selfies approved`, value: verifications.approved },
            { label: t`Selfies declined`, value: verifications.declined },
          ]}
        />
        <FigureList
          title={t`Declined, by reason`}
          figures={countsOf(verifications.declined_by_reason, DECLINE_REASON_LABELS, translate)}
        />
      </FigureSection>
      <FigureSection id="transparency-fictional" title={t`Fictional profiles`}>
        <p>
          <Trans>Fictional profiles are marked as fictional wherever they are shown.</Trans>
        </p>
        <FigureList
          figures={[
            {
              label: closed ? t`On the site when the half year ended` : t`On the site today`,
              value: figures.fictional_profiles.on_site,
            },
          ]}
        />
      </FigureSection>
    </>
  )
}

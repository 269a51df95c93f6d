// The drawing of a verification pose (contract/verification.ts VERIFICATION_POSES): a head and
// shoulders in lines, with the hand gesture beside the face or the head turned. Lines in the
// text's colour on a light face, so it reads on any card; it fills its box's width (at most
// 10rem unless the caller's class says otherwise) and says its instruction to screen readers.
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { VerificationPose } from '../../contract/verification'
import { POSE_INSTRUCTIONS } from './pose-texts'
import './pose-drawing.css'

/** The face's and hand's light fill: it hides the lines behind a raised hand. */
const SKIN = '#fdf1ec'

/** A forearm rising from below the picture to the hand at (left…right, top). */
function Forearm({ d }: { d: string }) {
  return <path d={d} fill={SKIN} />
}

function FrontHead() {
  return (
    <g>
      <path d="M53 68 V81 M67 68 V81" />
      <ellipse cx="60" cy="49" rx="17" ry="21" fill={SKIN} />
      <path d="M43 45 q-4 4 0 9 M77 45 q4 4 0 9" />
      <circle cx="53.5" cy="46" r="1.6" fill="currentColor" stroke="none" />
      <circle cx="66.5" cy="46" r="1.6" fill="currentColor" stroke="none" />
      <path d="M60 49 v5 h-2 M54 60 q6 4 12 0" />
    </g>
  )
}

function ProfileHead() {
  return (
    // Its neck meets the shoulders where the front view's does.
    <g transform="translate(-3 0)">
      <path
        d="M70 81 V70 C81 64 84 36 66 29 C52 24 42 34 44 44 L39 52 L44 54 C44 58 46 60 45 63 C45 69 52 71 56 71 V81"
        fill={SKIN}
      />
      <ellipse cx="67" cy="50" rx="3.5" ry="5" />
      <circle cx="50" cy="45" r="1.6" fill="currentColor" stroke="none" />
      <path d="M43.5 61 h3" />
      {/* The turn, as an arrow over the head. */}
      <path d="M81 17 Q64 9 47 17 M47 17 l7.5 -1 M47 17 l3 6.5" />
    </g>
  )
}

/** A closed fist seen from the front, its folded fingers as lines. */
function Fist({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width="16" height="17" rx="4.5" fill={SKIN} />
      <path d={`M${x + 3} ${y + 6} h10 M${x + 3} ${y + 11} h10`} />
    </g>
  )
}

const HANDS: Record<Exclude<VerificationPose, 'head_turn'>, ReactNode> = {
  thumbs_up: (
    <g>
      <Forearm d="M87 70 L83 124 L105 124 L100 70 Z" />
      <path d="M84 56 V41 a4 4 0 0 1 8 0 V56" fill={SKIN} />
      <rect x="83" y="52" width="12" height="20" rx="4" fill={SKIN} />
      {/* The four folded fingers, stacked, seen from the side. */}
      <rect x="89" y="52" width="14" height="5.5" rx="2.75" fill={SKIN} />
      <rect x="89" y="57.5" width="14" height="5" rx="2.5" fill={SKIN} />
      <rect x="89" y="62.5" width="13" height="5" rx="2.5" fill={SKIN} />
      <rect x="89" y="67.5" width="12" height="4.5" rx="2.25" fill={SKIN} />
    </g>
  ),
  peace: (
    <g>
      <Forearm d="M86 72 L83 124 L104 124 L98 72 Z" />
      <rect
        x="83"
        y="34"
        width="6.5"
        height="27"
        rx="3.25"
        fill={SKIN}
        transform="rotate(-16 86 60)"
      />
      <rect
        x="94"
        y="34"
        width="6.5"
        height="27"
        rx="3.25"
        fill={SKIN}
        transform="rotate(16 97 60)"
      />
      <rect x="83" y="57" width="18" height="17" rx="5" fill={SKIN} />
      <path d="M88 63 h9 M83.5 68 q6 -3 11 1" />
    </g>
  ),
  open_palm: (
    <g>
      <Forearm d="M85 70 L81 124 L104 124 L100 70 Z" />
      <rect x="81.5" y="36" width="5" height="22" rx="2.5" fill={SKIN} />
      <rect x="87" y="31" width="5" height="26" rx="2.5" fill={SKIN} />
      <rect x="92.5" y="32" width="5" height="25" rx="2.5" fill={SKIN} />
      <rect x="98" y="37" width="5" height="20" rx="2.5" fill={SKIN} />
      <rect x="78" y="50" width="6" height="17" rx="3" fill={SKIN} transform="rotate(-40 81 67)" />
      <rect x="81" y="52" width="22" height="21" rx="6" fill={SKIN} />
    </g>
  ),
  point_up: (
    <g>
      <Forearm d="M86 71 L83 124 L104 124 L98 71 Z" />
      <rect x="86" y="24" width="6" height="36" rx="3" fill={SKIN} />
      <Fist x={84} y={55} />
    </g>
  ),
  hand_on_chin: (
    <g>
      <Forearm d="M58 80 L72 124 L94 124 L74 80 Z" />
      <rect x="48" y="66" width="26" height="17" rx="7" fill={SKIN} />
      <path d="M53 71.5 h12 M53 76.5 h12 M68 69 q4 3 0 8" />
    </g>
  ),
}

export function PoseDrawing({ pose, className }: { pose: VerificationPose; className?: string }) {
  const { i18n } = useLingui()
  return (
    <svg
      className={className ? `pose-drawing ${className}` : 'pose-drawing'}
      viewBox="0 0 120 120"
      role="img"
      aria-label={i18n._(POSE_INSTRUCTIONS[pose])}
      data-pose={pose}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 124 C16 96 34 86 53 80 Q60 86 67 80 C86 86 104 96 106 124" />
      {pose === 'head_turn' ? <ProfileHead /> : <FrontHead />}
      {pose !== 'head_turn' && HANDS[pose]}
    </svg>
  )
}

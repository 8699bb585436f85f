import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LineIcon } from '@/components/line-icon';

/** The preset reasons, in the order shown (docs/decisions.md, "Decline reasons"). */
const PRESETS = ['duplicate', 'in_progress', 'cost', 'not_feasible', 'other_team'] as const;

const CHECK = 'M5 12.5l4.5 4.5L19 7.5';

/** The reason with `preset` added as a sentence of its own after what was typed. */
function withPreset(text: string, preset: string): string {
  const typed = text.trimEnd();
  if (!typed) return `${preset}.`;
  // What was typed is closed as a sentence before the preset starts one.
  const joint = /[.!?;:]$/.test(typed) ? ' ' : '. ';
  return `${typed}${joint}${preset}.`;
}

/** The reason without the preset's sentence, the spaces round it tidied. */
function withoutPreset(text: string, preset: string): string {
  const at = text.indexOf(preset);
  let end = at + preset.length;
  if (text[end] === '.') end += 1;
  return `${text.slice(0, at)}${text.slice(end)}`.replace(/[ \t]{2,}/g, ' ').trim();
}

interface DeclineReasonsProps {
  /** The reason as it stands: the chips only ever edit it, and it is what is sent. */
  reason: string;
  onChange: (reason: string) => void;
}

/**
 * Preset reasons as toggle buttons. Pressing one adds its sentence to the reason (after what was
 * typed), pressing it again takes the sentence out; a chip shows as pressed while its sentence is
 * in the text, so editing the sentence away releases it. The focus stays on the chip: on a phone,
 * moving it to the field would raise the keyboard over the chips.
 */
export function DeclineReasons({ reason, onChange }: DeclineReasonsProps) {
  const { t } = useTranslation('kaizen.new');
  const labelId = useId();
  return (
    <div className="decline-reasons mb-3">
      <p id={labelId} className="form-label mb-2">
        {t('decline.presets_label')}
      </p>
      <div className="decline-reasons__chips" role="group" aria-labelledby={labelId}>
        {PRESETS.map((key) => {
          const preset = t(`decline.presets.${key}`);
          const pressed = reason.includes(preset);
          return (
            <button
              key={key}
              type="button"
              className="btn btn-sm decline-reasons__chip"
              aria-pressed={pressed}
              onClick={() =>
                onChange(pressed ? withoutPreset(reason, preset) : withPreset(reason, preset))
              }
            >
              {pressed ? <LineIcon path={CHECK} size={16} strokeWidth={2.2} /> : null}
              {preset}
            </button>
          );
        })}
      </div>
    </div>
  );
}

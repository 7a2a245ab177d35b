import { HONEYPOT_FIELD } from '@/forms/honeypot'
import { nlFormLabels } from '@/i18n/browser'

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {nlFormLabels.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

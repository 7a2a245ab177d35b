import { ALERT_FREQUENCIES, type AlertFrequency } from '@/alerts/frequency'
import { nlAlertForm } from '@/i18n/browser'

/** The frequency radios (dagelijks / wekelijks), `chosen` checked: the sign-up and manage forms. */
export function FrequencyOptions({ name = 'frequency', chosen }: { name?: string; chosen: AlertFrequency }) {
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      {ALERT_FREQUENCIES.map((value) => (
        <label key={value} className="inline-flex items-center gap-2">
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={value === chosen}
            className="size-5 accent-brand-purple"
          />
          {nlAlertForm[value]}
        </label>
      ))}
    </div>
  )
}

import { STAFFING_DURATIONS } from '@/forms/staffing-status'
import { SUCCESS_QUERY_FIELDS } from '@/forms/success-query'
import { nl } from '@/i18n/nl'
import { MAX_HEADCOUNT, MAX_HOURS_PER_WEEK, MAX_LENGTH } from '@/ops/limits'

import { SelectField, SubmissionForm, TextField } from './LazyFields.client'

const text = nl.employers
const labels = text.labels

/** The endpoint of 'Personeel aanvragen'. */
const STAFFING_REQUEST_ENDPOINT = '/actions/module/staffing-request'

type Props = {
  /** The form page's own URL (with the sector it was opened for). */
  page: string
  exitPath?: string
  sectors: readonly string[]
  /** Suggestions for the role: free text stays allowed. */
  functions: readonly string[]
  /** The sector a link chose ('?sector=Techniek'), when it is one of the sectors. */
  sector?: string
  /** The earliest start date the browser offers: today on the site's calendar. */
  today: string
}

/** 'Personeel aanvragen': who the employer needs, when and where, and how to reach them. */
export function StaffingRequestForm({ page, exitPath, sectors, functions, sector, today }: Props) {
  const datalistId = 'staffing-request-functions'
  return (
    <SubmissionForm
      page={page}
      redirectTo={exitPath}
      successQuery={SUCCESS_QUERY_FIELDS.staffingRequest}
      endpoint={STAFFING_REQUEST_ENDPOINT}
      label={text.formLabel}
      submitLabel={text.submit}
    >
      <fieldset className="flex flex-col gap-6">
        <legend className="mb-2 text-[length:var(--text-h3)] font-semibold">{labels.aboutWork}</legend>
        <TextField
          name="role"
          label={labels.role}
          hint={text.hints.role}
          required
          list={datalistId}
          maxLength={MAX_LENGTH.role}
        />
        <datalist id={datalistId}>
          {functions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="headcount" label={labels.headcount} required type="number" min={1} max={MAX_HEADCOUNT} />
          <TextField
            name="hoursPerWeek"
            label={labels.hoursPerWeek}
            required
            type="number"
            min={1}
            max={MAX_HOURS_PER_WEEK}
          />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="startDate" label={labels.startDate} required type="date" min={today} />
          <SelectField
            name="duration"
            label={labels.duration}
            placeholder={labels.chooseDuration}
            required
            options={STAFFING_DURATIONS.map((value) => ({ value, label: text.durations[value] }))}
          />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            name="place"
            label={labels.place}
            hint={text.hints.place}
            required
            autoComplete="address-level2"
            maxLength={MAX_LENGTH.place}
          />
          <SelectField
            name="sector"
            label={labels.sector}
            placeholder={labels.chooseSector}
            required
            initialValue={sector}
            options={sectors.map((name) => ({ value: name, label: name }))}
          />
        </div>
        <TextField name="requirements" label={labels.requirements} rows={4} maxLength={MAX_LENGTH.requirements} />
      </fieldset>
      <fieldset className="flex flex-col gap-6">
        <legend className="mb-2 text-[length:var(--text-h3)] font-semibold">{labels.aboutYou}</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="name" label={labels.name} required autoComplete="name" maxLength={MAX_LENGTH.name} />
          <TextField
            name="businessName"
            label={labels.businessName}
            required
            autoComplete="organization"
            maxLength={MAX_LENGTH.businessName}
          />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            name="phoneNumber"
            label={labels.phoneNumber}
            required
            type="tel"
            autoComplete="tel"
            maxLength={MAX_LENGTH.phone}
          />
          <TextField
            name="email"
            label={labels.email}
            required
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
          />
        </div>
        <TextField name="remark" label={labels.remark} rows={4} maxLength={MAX_LENGTH.remark} />
      </fieldset>
    </SubmissionForm>
  )
}

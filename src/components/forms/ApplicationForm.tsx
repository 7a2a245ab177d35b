import { APPLICATION_FILE_RULE } from '@/forms/file-types'
import { nl } from '@/i18n/nl'
import { MAX_LENGTH, maxFileMegabytes } from '@/ops/limits'

import { ConsentField, FileField, GenderField, SubmissionForm, TextField } from './LazyFields.client'

const labels = nl.forms.labels

type Props = { page: string; vacancyId?: number; exitPath?: string }

/** The application form of SPEC 3: for one vacancy, or open when there is none. */
export function ApplicationForm({ page, vacancyId, exitPath }: Props) {
  const fileHint = nl.forms.file.hint(maxFileMegabytes())
  return (
    <SubmissionForm
      endpoint="/actions/module/application-form"
      page={page}
      files
      redirectTo={exitPath}
      label={nl.forms.formLabel.application}
      submitLabel={nl.forms.submitApplication}
      fileLabels={{ applicationCV: labels.applicationCV, applicationMotivation: labels.applicationMotivation }}
    >
      {vacancyId ? <input type="hidden" name="vacancyId" value={vacancyId} /> : null}
      <GenderField />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={labels.firstName}
          required
          autoComplete="given-name"
          maxLength={MAX_LENGTH.name}
        />
        <TextField
          name="lastName"
          label={labels.lastName}
          required
          autoComplete="family-name"
          maxLength={MAX_LENGTH.name}
        />
        <TextField
          name="emailAddress"
          label={labels.emailAddress}
          required
          type="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
        />
        <TextField
          name="phoneNumber"
          label={labels.phoneNumber}
          required
          type="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
        />
      </div>
      <TextField name="message" label={labels.remark} rows={4} maxLength={MAX_LENGTH.message} />
      <FileField name="applicationCV" label={labels.applicationCV} types={APPLICATION_FILE_RULE} hint={fileHint} />
      <FileField
        name="applicationMotivation"
        label={labels.applicationMotivation}
        types={APPLICATION_FILE_RULE}
        hint={fileHint}
      />
      <ConsentField name="consent" label={labels.consent} hint={nl.forms.consentHint} />
    </SubmissionForm>
  )
}

import { nl } from '@/i18n/nl'
import { MAX_LENGTH } from '@/ops/limits'

import { SubmissionForm, TextField } from './LazyFields.client'

const labels = nl.forms.labels

type Props = { page: string; business?: boolean; exitPath?: string }

/** The contact form of SPEC 3 (name, phone, e-mail, message), for people or, with a business name, companies. */
export function ContactForm({ page, business = false, exitPath }: Props) {
  return (
    <SubmissionForm
      page={page}
      redirectTo={exitPath}
      endpoint={business ? '/actions/module/contact-business' : '/actions/module/contact'}
      label={business ? nl.forms.formLabel.businessContact : nl.forms.formLabel.contact}
      submitLabel={nl.forms.submit}
    >
      <TextField name="name" label={labels.name} required autoComplete="name" maxLength={MAX_LENGTH.name} />
      {business ? (
        <TextField
          name="businessName"
          label={labels.businessName}
          required
          autoComplete="organization"
          maxLength={MAX_LENGTH.businessName}
        />
      ) : null}
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
      <TextField name="message" label={labels.message} required rows={6} maxLength={MAX_LENGTH.message} />
    </SubmissionForm>
  )
}

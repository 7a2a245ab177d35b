import { nl } from '@/i18n/nl'
import type { LocationDoc } from '@/page-data/entries'
import type { Location } from '@/payload-types'

import { Card } from './Card'

/** An office: image, town, address and phone number. */
export function LocationCard({ location, imageSizes }: { location: LocationDoc | Location; imageSizes?: string }) {
  return (
    <Card title={location.locationCity} image={location.locationImage} imageSizes={imageSizes}>
      <address className="text-muted not-italic">
        {location.locationAddress}
        <br />
        {location.locationZipCode} {location.locationCity}
      </address>
      {location.locationPhone ? (
        <p className="mt-auto">
          <span className="sr-only">{nl.content.phone}: </span>
          <a
            href={`tel:${location.locationPhone.replace(/[^\d+]/g, '')}`}
            className="font-semibold text-brand-blue-dark underline underline-offset-4"
          >
            {location.locationPhone}
          </a>
        </p>
      ) : null}
    </Card>
  )
}

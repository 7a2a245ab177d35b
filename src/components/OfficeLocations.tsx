import { LocationCard } from '@/components/cards/LocationCard'
import { Carousel } from '@/components/carousel/LazyCarousel.client'
import { SectionHeading } from '@/components/SectionHeading'
import { nl } from '@/i18n/nl'
import type { LocationDoc } from '@/page-data/entries'

/** 'Onze vestigingen': the offices in a carousel of 4.2 slides (SPEC 9). */
export function OfficeLocations({ locations }: { locations: LocationDoc[] }) {
  if (!locations.length) return null
  return (
    <section className="container-site">
      <SectionHeading title={nl.home.locations} />
      <Carousel
        label={nl.home.locations}
        variant="locations"
        slides={locations.map((location) => (
          <LocationCard
            key={location.id}
            location={location}
            imageSizes="(min-width: 1100px) 24vw, (min-width: 600px) 50vw, 66vw"
          />
        ))}
      />
    </section>
  )
}

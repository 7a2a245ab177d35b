import { type SeedContext, upsert } from '../context'
import * as data from '../data'
import { seedScene } from './media'

/** The offices, each with a city scene. */
export async function seedLocations(ctx: SeedContext): Promise<void> {
  for (const [index, [city, address, zip, phone]] of data.OFFICES.entries()) {
    const photo = await seedScene(ctx, 'stad', `vestiging-${city}`)
    await upsert(
      ctx.payload,
      'locations',
      { locationCity: { equals: city } },
      {
        locationCity: city,
        locationAddress: address,
        locationZipCode: zip,
        locationPhone: phone,
        locationImage: photo.id,
        sortOrder: index,
      },
    )
  }
}

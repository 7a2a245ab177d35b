'use client'

import dynamic from 'next/dynamic'

/**
 * The carousel, rendered on the server as usual, with its code (embla) in a chunk of its own that
 * only pages showing a carousel load.
 */
export const Carousel = dynamic(() => import('./Carousel.client').then((module) => module.Carousel))

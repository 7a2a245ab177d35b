'use client'

import dynamic from 'next/dynamic'

/*
 * The vacancy overview as the server renders it, with its code (the filters, the URL state with
 * nuqs) in a chunk that only the overview loads: imported directly, it joins the one chunk of
 * client components that every page of the catch-all route loads.
 */
export const VacancyOverview = dynamic(() =>
  import('./VacancyOverview.client').then((module) => module.VacancyOverview),
)

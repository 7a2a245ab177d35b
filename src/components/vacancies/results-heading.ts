/** The id of the overview's results heading: the filter sheet's button brings focus there. */
export const RESULTS_HEADING_ID = 'vacancy-results'

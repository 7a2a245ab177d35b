/** A staffing request's progress, from arrival to its outcome. */
export const STAFFING_STATUSES = ['new', 'inProgress', 'quoteSent', 'filled', 'cancelled'] as const

/** A request counts as picked up once it has an owner or has left 'new'. */
export const UNHANDLED_STATUS: (typeof STAFFING_STATUSES)[number] = 'new'

/** Working days within which a new request is picked up: the confirmation promises a call by then. */
export const PICK_UP_WORKING_DAYS = 1

/** How long the employer needs the people, as the form offers it. */
export const STAFFING_DURATIONS = [
  'lessThanMonth',
  'oneToThreeMonths',
  'threeToSixMonths',
  'moreThanSixMonths',
  'permanent',
] as const

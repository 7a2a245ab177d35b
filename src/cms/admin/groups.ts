/** The admin's navigation groups: every collection and global an editor sees, in one place. */
const ADMIN_GROUPS = {
  website: 'Website',
  vacancies: 'Vacatures',
  stories: 'Verhalen & nieuws',
  submissions: 'Inzendingen',
  management: 'Beheer',
} as const

type Group = (typeof ADMIN_GROUPS)[keyof typeof ADMIN_GROUPS]

const { website, vacancies, stories, submissions, management } = ADMIN_GROUPS

/** Group per collection or global slug; a slug not listed keeps the group its own config gives. */
export const GROUP_BY_SLUG: Record<string, Group> = {
  pages: website,
  labels: website,
  employees: website,
  certifications: website,
  locations: website,
  media: website,
  navigation: website,
  footer: website,
  siteSettings: website,
  vacancies: vacancies,
  sectorGroups: vacancies,
  functionGroups: vacancies,
  recruiters: vacancies,
  news: stories,
  subjects: stories,
  experiences: stories,
  phases: stories,
  successStories: stories,
  applications: submissions,
  contactMessages: submissions,
  staffingRequests: submissions,
  applicationFiles: submissions,
  erasedApplications: submissions,
  statusMessages: submissions,
  mailTemplates: submissions,
  exports: submissions,
  vacancyAlerts: submissions,
  users: management,
  redirects: management,
  notFoundPaths: management,
  alerts: management,
}

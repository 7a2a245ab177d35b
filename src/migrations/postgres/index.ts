import * as migration_20261122_041825_initial from './20261122_041825_initial';
import * as migration_20261122_162719_vacancy_location_points from './20261122_162719_vacancy_location_points';
import * as migration_20261122_164422_vacancy_full_text from './20261122_164422_vacancy_full_text';
import * as migration_20261122_172945_editors_recruiters_retention_exports from './20261122_172945_editors_recruiters_retention_exports';
import * as migration_20261122_174141_seo_company_and_social_image from './20261122_174141_seo_company_and_social_image';
import * as migration_20261122_175927_redirects from './20261122_175927_redirects';
import * as migration_20261122_181518_vacancy_alerts from './20261122_181518_vacancy_alerts';
import * as migration_20261122_194500_compound_search_heads from './20261122_194500_compound_search_heads';
import * as migration_20261122_195556_add_label_color from './20261122_195556_add_label_color';
import * as migration_20261122_205031_routable_autosave from './20261122_205031_routable_autosave';
import * as migration_20261125_232636_login_throttle_alert_mail_windows from './20261125_232636_login_throttle_alert_mail_windows';
import * as migration_20261126_034226_applicant_link_status_erased from './20261126_034226_applicant_link_status_erased';
import * as migration_20261126_072749_application_status_history_notes from './20261126_072749_application_status_history_notes';
import * as migration_20261126_080301_ats_link from './20261126_080301_ats_link';
import * as migration_20261126_080825_status_messages from './20261126_080825_status_messages';
import * as migration_20261126_085225_plan_fields from './20261126_085225_plan_fields';
import * as migration_20261126_104120_application_status_by_ats from './20261126_104120_application_status_by_ats';
import * as migration_20261126_120856_not_found_paths from './20261126_120856_not_found_paths';
import * as migration_20261126_140335_subject_slugs from './20261126_140335_subject_slugs';
import * as migration_20261127_151837_salary_cao_youth_wage from './20261127_151837_salary_cao_youth_wage';
import * as migration_20261127_151848_applicant_link_expiry_normalised_email from './20261127_151848_applicant_link_expiry_normalised_email';
import * as migration_20261127_152415_password_reset_mail_task from './20261127_152415_password_reset_mail_task';
import * as migration_20261127_152835_vacancy_checks from './20261127_152835_vacancy_checks';
import * as migration_20261127_154632_salary_per_month from './20261127_154632_salary_per_month';
import * as migration_20261127_154702_staffing_requests from './20261127_154702_staffing_requests';
import * as migration_20261127_160657_employer_services from './20261127_160657_employer_services';
import * as migration_20261127_164403_staffing_request_owner_name from './20261127_164403_staffing_request_owner_name';
import * as migration_20261127_183505_salary_missing_rules from './20261127_183505_salary_missing_rules';
import * as migration_20261127_184008_application_timeline from './20261127_184008_application_timeline';
import * as migration_20261127_185806_mail_templates from './20261127_185806_mail_templates';
import * as migration_20261127_192600_news_author from './20261127_192600_news_author';
import * as migration_20261127_220033_application_notes_to_timeline from './20261127_220033_application_notes_to_timeline';
import * as migration_20261127_220317_payload_schedule_publish_task from './20261127_220317_payload_schedule_publish_task';

import * as migration_20261127_223000_vacancy_facet_indexes from './20261127_223000_vacancy_facet_indexes';
import * as migration_20261128_043000_vacancy_search_rows from './20261128_043000_vacancy_search_rows';
export const migrations = [
  {
    up: migration_20261122_041825_initial.up,
    down: migration_20261122_041825_initial.down,
    name: '20261122_041825_initial',
  },
  {
    up: migration_20261122_162719_vacancy_location_points.up,
    down: migration_20261122_162719_vacancy_location_points.down,
    name: '20261122_162719_vacancy_location_points',
  },
  {
    up: migration_20261122_164422_vacancy_full_text.up,
    down: migration_20261122_164422_vacancy_full_text.down,
    name: '20261122_164422_vacancy_full_text',
  },
  {
    up: migration_20261122_172945_editors_recruiters_retention_exports.up,
    down: migration_20261122_172945_editors_recruiters_retention_exports.down,
    name: '20261122_172945_editors_recruiters_retention_exports',
  },
  {
    up: migration_20261122_174141_seo_company_and_social_image.up,
    down: migration_20261122_174141_seo_company_and_social_image.down,
    name: '20261122_174141_seo_company_and_social_image',
  },
  {
    up: migration_20261122_175927_redirects.up,
    down: migration_20261122_175927_redirects.down,
    name: '20261122_175927_redirects',
  },
  {
    up: migration_20261122_181518_vacancy_alerts.up,
    down: migration_20261122_181518_vacancy_alerts.down,
    name: '20261122_181518_vacancy_alerts',
  },
  {
    up: migration_20261122_194500_compound_search_heads.up,
    down: migration_20261122_194500_compound_search_heads.down,
    name: '20261122_194500_compound_search_heads',
  },
  {
    up: migration_20261122_195556_add_label_color.up,
    down: migration_20261122_195556_add_label_color.down,
    name: '20261122_195556_add_label_color',
  },
  {
    up: migration_20261122_205031_routable_autosave.up,
    down: migration_20261122_205031_routable_autosave.down,
    name: '20261122_205031_routable_autosave',
  },
  {
    up: migration_20261125_232636_login_throttle_alert_mail_windows.up,
    down: migration_20261125_232636_login_throttle_alert_mail_windows.down,
    name: '20261125_232636_login_throttle_alert_mail_windows',
  },
  {
    up: migration_20261126_034226_applicant_link_status_erased.up,
    down: migration_20261126_034226_applicant_link_status_erased.down,
    name: '20261126_034226_applicant_link_status_erased',
  },
  {
    up: migration_20261126_072749_application_status_history_notes.up,
    down: migration_20261126_072749_application_status_history_notes.down,
    name: '20261126_072749_application_status_history_notes',
  },
  {
    up: migration_20261126_080301_ats_link.up,
    down: migration_20261126_080301_ats_link.down,
    name: '20261126_080301_ats_link',
  },
  {
    up: migration_20261126_080825_status_messages.up,
    down: migration_20261126_080825_status_messages.down,
    name: '20261126_080825_status_messages',
  },
  {
    up: migration_20261126_085225_plan_fields.up,
    down: migration_20261126_085225_plan_fields.down,
    name: '20261126_085225_plan_fields',
  },
  {
    up: migration_20261126_104120_application_status_by_ats.up,
    down: migration_20261126_104120_application_status_by_ats.down,
    name: '20261126_104120_application_status_by_ats',
  },
  {
    up: migration_20261126_120856_not_found_paths.up,
    down: migration_20261126_120856_not_found_paths.down,
    name: '20261126_120856_not_found_paths',
  },
  {
    up: migration_20261126_140335_subject_slugs.up,
    down: migration_20261126_140335_subject_slugs.down,
    name: '20261126_140335_subject_slugs',
  },
  {
    up: migration_20261127_151837_salary_cao_youth_wage.up,
    down: migration_20261127_151837_salary_cao_youth_wage.down,
    name: '20261127_151837_salary_cao_youth_wage',
  },
  {
    up: migration_20261127_151848_applicant_link_expiry_normalised_email.up,
    down: migration_20261127_151848_applicant_link_expiry_normalised_email.down,
    name: '20261127_151848_applicant_link_expiry_normalised_email',
  },
  {
    up: migration_20261127_152415_password_reset_mail_task.up,
    down: migration_20261127_152415_password_reset_mail_task.down,
    name: '20261127_152415_password_reset_mail_task',
  },
  {
    up: migration_20261127_152835_vacancy_checks.up,
    down: migration_20261127_152835_vacancy_checks.down,
    name: '20261127_152835_vacancy_checks',
  },
  {
    up: migration_20261127_154632_salary_per_month.up,
    down: migration_20261127_154632_salary_per_month.down,
    name: '20261127_154632_salary_per_month',
  },
  {
    up: migration_20261127_154702_staffing_requests.up,
    down: migration_20261127_154702_staffing_requests.down,
    name: '20261127_154702_staffing_requests',
  },
  {
    up: migration_20261127_160657_employer_services.up,
    down: migration_20261127_160657_employer_services.down,
    name: '20261127_160657_employer_services',
  },
  {
    up: migration_20261127_164403_staffing_request_owner_name.up,
    down: migration_20261127_164403_staffing_request_owner_name.down,
    name: '20261127_164403_staffing_request_owner_name',
  },
  {
    up: migration_20261127_183505_salary_missing_rules.up,
    down: migration_20261127_183505_salary_missing_rules.down,
    name: '20261127_183505_salary_missing_rules',
  },
  {
    up: migration_20261127_184008_application_timeline.up,
    down: migration_20261127_184008_application_timeline.down,
    name: '20261127_184008_application_timeline',
  },
  {
    up: migration_20261127_185806_mail_templates.up,
    down: migration_20261127_185806_mail_templates.down,
    name: '20261127_185806_mail_templates',
  },
  {
    up: migration_20261127_192600_news_author.up,
    down: migration_20261127_192600_news_author.down,
    name: '20261127_192600_news_author',
  },
  {
    up: migration_20261127_220033_application_notes_to_timeline.up,
    down: migration_20261127_220033_application_notes_to_timeline.down,
    name: '20261127_220033_application_notes_to_timeline'
  },
  {
    up: migration_20261127_220317_payload_schedule_publish_task.up,
    down: migration_20261127_220317_payload_schedule_publish_task.down,
    name: '20261127_220317_payload_schedule_publish_task'
  },
  {
    up: migration_20261127_223000_vacancy_facet_indexes.up,
    down: migration_20261127_223000_vacancy_facet_indexes.down,
    name: '20261127_223000_vacancy_facet_indexes',
  },
  {
    up: migration_20261128_043000_vacancy_search_rows.up,
    down: migration_20261128_043000_vacancy_search_rows.down,
    name: '20261128_043000_vacancy_search_rows',
  },
];

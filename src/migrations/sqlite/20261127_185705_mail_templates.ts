import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`mail_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`status\` text,
  	\`subject\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_templates_updated_at_idx\` ON \`mail_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_templates_created_at_idx\` ON \`mail_templates\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_templates_id\` integer REFERENCES mail_templates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_templates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`mail_templates\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`subjects_id\` integer,
  	\`experiences_id\` integer,
  	\`phases_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`employees_id\` integer,
  	\`locations_id\` integer,
  	\`vacancies_id\` integer,
  	\`recruiters_id\` integer,
  	\`sector_groups_id\` integer,
  	\`function_groups_id\` integer,
  	\`media_id\` integer,
  	\`application_files_id\` integer,
  	\`applications_id\` integer,
  	\`application_timeline_id\` integer,
  	\`contact_messages_id\` integer,
  	\`staffing_requests_id\` integer,
  	\`erased_applications_id\` integer,
  	\`certifications_id\` integer,
  	\`vacancy_alerts_id\` integer,
  	\`alert_confirmation_windows_id\` integer,
  	\`ats_status_receipts_id\` integer,
  	\`not_found_paths_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subjects_id\`) REFERENCES \`subjects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`phases_id\`) REFERENCES \`phases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recruiters_id\`) REFERENCES \`recruiters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sector_groups_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`function_groups_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_files_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_timeline_id\`) REFERENCES \`application_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staffing_requests_id\`) REFERENCES \`staffing_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erased_applications_id\`) REFERENCES \`erased_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certifications_id\`) REFERENCES \`certifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancy_alerts_id\`) REFERENCES \`vacancy_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_confirmation_windows_id\`) REFERENCES \`alert_confirmation_windows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ats_status_receipts_id\`) REFERENCES \`ats_status_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`not_found_paths_id\`) REFERENCES \`not_found_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "news_id", "subjects_id", "experiences_id", "phases_id", "success_stories_id", "labels_id", "employees_id", "locations_id", "vacancies_id", "recruiters_id", "sector_groups_id", "function_groups_id", "media_id", "application_files_id", "applications_id", "application_timeline_id", "contact_messages_id", "staffing_requests_id", "erased_applications_id", "certifications_id", "vacancy_alerts_id", "alert_confirmation_windows_id", "ats_status_receipts_id", "not_found_paths_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "news_id", "subjects_id", "experiences_id", "phases_id", "success_stories_id", "labels_id", "employees_id", "locations_id", "vacancies_id", "recruiters_id", "sector_groups_id", "function_groups_id", "media_id", "application_files_id", "applications_id", "application_timeline_id", "contact_messages_id", "staffing_requests_id", "erased_applications_id", "certifications_id", "vacancy_alerts_id", "alert_confirmation_windows_id", "ats_status_receipts_id", "not_found_paths_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subjects_id_idx\` ON \`payload_locked_documents_rels\` (\`subjects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiences_id_idx\` ON \`payload_locked_documents_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phases_id_idx\` ON \`payload_locked_documents_rels\` (\`phases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_labels_id_idx\` ON \`payload_locked_documents_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_employees_id_idx\` ON \`payload_locked_documents_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancies_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recruiters_id_idx\` ON \`payload_locked_documents_rels\` (\`recruiters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sector_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`sector_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_function_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`function_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_timeline_id_idx\` ON \`payload_locked_documents_rels\` (\`application_timeline_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staffing_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`staffing_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erased_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`erased_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certifications_id_idx\` ON \`payload_locked_documents_rels\` (\`certifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancy_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancy_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_confirmation_windows_idx\` ON \`payload_locked_documents_rels\` (\`alert_confirmation_windows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ats_status_receipts_id_idx\` ON \`payload_locked_documents_rels\` (\`ats_status_receipts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_not_found_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`not_found_paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

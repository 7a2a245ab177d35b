import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`recruiters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`photo_id\` integer,
  	\`phone\` text,
  	\`email\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recruiters_photo_idx\` ON \`recruiters\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`recruiters_updated_at_idx\` ON \`recruiters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recruiters_created_at_idx\` ON \`recruiters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'applications' NOT NULL,
  	\`where\` text DEFAULT '{}',
  	\`exported_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`exported_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_exported_by_idx\` ON \`exports\` (\`exported_by_id\`);`)
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  // drizzle-kit leaves out the delete action of a column added to an existing SQLite table; without
  // it a recruiter (or a locked document's row) could not be deleted while a vacancy names them.
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`recruiter_id\` integer REFERENCES recruiters(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`vacancies_recruiter_idx\` ON \`vacancies\` (\`recruiter_id\`);`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_recruiter_id\` integer REFERENCES recruiters(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_recruiter_idx\` ON \`_vacancies_v\` (\`version_recruiter_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`delete_after\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_delete_after_idx\` ON \`contact_messages\` (\`delete_after\`);`)
  // Messages received before retention dates existed: one year after they arrived (CONTACT_RETENTION_DAYS).
  await db.run(
    sql`UPDATE \`contact_messages\` SET \`delete_after\` = strftime('%Y-%m-%dT%H:%M:%fZ', \`created_at\`, '+365 days') WHERE \`delete_after\` IS NULL;`,
  )
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recruiters_id\` integer REFERENCES recruiters(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recruiters_id_idx\` ON \`payload_locked_documents_rels\` (\`recruiters_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_delete_after_idx\` ON \`applications\` (\`delete_after\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`recruiters\`;`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_vacancies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`vacancy_company\` text,
  	\`vacancy_category\` text,
  	\`vacancy_location\` text,
  	\`vacancy_province\` text,
  	\`vacancy_hours\` text,
  	\`vacancy_reference\` text,
  	\`vacancy_link\` text,
  	\`first_sector_group_id\` integer,
  	\`first_function_group_id\` integer,
  	\`date_posted\` text,
  	\`valid_through\` text,
  	\`employment_type\` text DEFAULT 'FULL_TIME',
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`salary_unit\` text DEFAULT 'MONTH',
  	\`external_id\` text,
  	\`intro\` text,
  	\`content_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`first_sector_group_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`first_function_group_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vacancies\`("id", "title", "slug", "uri", "seo_title", "seo_description", "seo_image_id", "vacancy_company", "vacancy_category", "vacancy_location", "vacancy_province", "vacancy_hours", "vacancy_reference", "vacancy_link", "first_sector_group_id", "first_function_group_id", "date_posted", "valid_through", "employment_type", "salary_min", "salary_max", "salary_unit", "external_id", "intro", "content_text", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "uri", "seo_title", "seo_description", "seo_image_id", "vacancy_company", "vacancy_category", "vacancy_location", "vacancy_province", "vacancy_hours", "vacancy_reference", "vacancy_link", "first_sector_group_id", "first_function_group_id", "date_posted", "valid_through", "employment_type", "salary_min", "salary_max", "salary_unit", "external_id", "intro", "content_text", "updated_at", "created_at", "_status" FROM \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancies\` RENAME TO \`vacancies\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`vacancies_slug_idx\` ON \`vacancies\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_uri_idx\` ON \`vacancies\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_seo_seo_image_idx\` ON \`vacancies\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_first_sector_group_idx\` ON \`vacancies\` (\`first_sector_group_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_first_function_group_idx\` ON \`vacancies\` (\`first_function_group_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_date_posted_idx\` ON \`vacancies\` (\`date_posted\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_valid_through_idx\` ON \`vacancies\` (\`valid_through\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_external_id_idx\` ON \`vacancies\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_updated_at_idx\` ON \`vacancies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_created_at_idx\` ON \`vacancies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies__status_idx\` ON \`vacancies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__vacancies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_uri\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_vacancy_company\` text,
  	\`version_vacancy_category\` text,
  	\`version_vacancy_location\` text,
  	\`version_vacancy_province\` text,
  	\`version_vacancy_hours\` text,
  	\`version_vacancy_reference\` text,
  	\`version_vacancy_link\` text,
  	\`version_first_sector_group_id\` integer,
  	\`version_first_function_group_id\` integer,
  	\`version_date_posted\` text,
  	\`version_valid_through\` text,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME',
  	\`version_salary_min\` numeric,
  	\`version_salary_max\` numeric,
  	\`version_salary_unit\` text DEFAULT 'MONTH',
  	\`version_external_id\` text,
  	\`version_intro\` text,
  	\`version_content_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_first_sector_group_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_first_function_group_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__vacancies_v\`("id", "parent_id", "version_title", "version_slug", "version_uri", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_vacancy_company", "version_vacancy_category", "version_vacancy_location", "version_vacancy_province", "version_vacancy_hours", "version_vacancy_reference", "version_vacancy_link", "version_first_sector_group_id", "version_first_function_group_id", "version_date_posted", "version_valid_through", "version_employment_type", "version_salary_min", "version_salary_max", "version_salary_unit", "version_external_id", "version_intro", "version_content_text", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_uri", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_vacancy_company", "version_vacancy_category", "version_vacancy_location", "version_vacancy_province", "version_vacancy_hours", "version_vacancy_reference", "version_vacancy_link", "version_first_sector_group_id", "version_first_function_group_id", "version_date_posted", "version_valid_through", "version_employment_type", "version_salary_min", "version_salary_max", "version_salary_unit", "version_external_id", "version_intro", "version_content_text", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_vacancies_v\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__vacancies_v\` RENAME TO \`_vacancies_v\`;`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_parent_idx\` ON \`_vacancies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_slug_idx\` ON \`_vacancies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_uri_idx\` ON \`_vacancies_v\` (\`version_uri\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_seo_version_seo_image_idx\` ON \`_vacancies_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_first_sector_group_idx\` ON \`_vacancies_v\` (\`version_first_sector_group_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_first_function_group_idx\` ON \`_vacancies_v\` (\`version_first_function_group_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_date_posted_idx\` ON \`_vacancies_v\` (\`version_date_posted\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_valid_through_idx\` ON \`_vacancies_v\` (\`version_valid_through\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_external_id_idx\` ON \`_vacancies_v\` (\`version_external_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_updated_at_idx\` ON \`_vacancies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_created_at_idx\` ON \`_vacancies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version__status_idx\` ON \`_vacancies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_created_at_idx\` ON \`_vacancies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_updated_at_idx\` ON \`_vacancies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_latest_idx\` ON \`_vacancies_v\` (\`latest\`);`)
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
  	\`sector_groups_id\` integer,
  	\`function_groups_id\` integer,
  	\`media_id\` integer,
  	\`application_files_id\` integer,
  	\`applications_id\` integer,
  	\`contact_messages_id\` integer,
  	\`users_id\` integer,
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
  	FOREIGN KEY (\`sector_groups_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`function_groups_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_files_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "news_id", "subjects_id", "experiences_id", "phases_id", "success_stories_id", "labels_id", "employees_id", "locations_id", "vacancies_id", "sector_groups_id", "function_groups_id", "media_id", "application_files_id", "applications_id", "contact_messages_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "news_id", "subjects_id", "experiences_id", "phases_id", "success_stories_id", "labels_id", "employees_id", "locations_id", "vacancies_id", "sector_groups_id", "function_groups_id", "media_id", "application_files_id", "applications_id", "contact_messages_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sector_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`sector_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_function_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`function_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`applications_delete_after_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_delete_after_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`delete_after\`;`)
}

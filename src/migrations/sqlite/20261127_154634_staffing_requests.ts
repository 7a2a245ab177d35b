import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staffing_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`owner_id\` integer,
  	\`role\` text NOT NULL,
  	\`headcount\` numeric NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`duration\` text NOT NULL,
  	\`hours_per_week\` numeric NOT NULL,
  	\`place\` text NOT NULL,
  	\`sector_id\` integer,
  	\`requirements\` text,
  	\`name\` text NOT NULL,
  	\`business_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`remark\` text,
  	\`internal_notes\` text,
  	\`delete_after\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sector_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`staffing_requests_status_idx\` ON \`staffing_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`staffing_requests_owner_idx\` ON \`staffing_requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`staffing_requests_sector_idx\` ON \`staffing_requests\` (\`sector_id\`);`)
  await db.run(sql`CREATE INDEX \`staffing_requests_delete_after_idx\` ON \`staffing_requests\` (\`delete_after\`);`)
  await db.run(sql`CREATE INDEX \`staffing_requests_updated_at_idx\` ON \`staffing_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staffing_requests_created_at_idx\` ON \`staffing_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`certifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`url\` text,
  	\`description\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`certifications_logo_idx\` ON \`certifications\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`certifications_updated_at_idx\` ON \`certifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certifications_created_at_idx\` ON \`certifications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`success_stories\` ADD \`sector_id\` integer REFERENCES sector_groups(id);`)
  await db.run(sql`CREATE INDEX \`success_stories_sector_idx\` ON \`success_stories\` (\`sector_id\`);`)
  await db.run(sql`ALTER TABLE \`_success_stories_v\` ADD \`version_sector_id\` integer REFERENCES sector_groups(id);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_sector_idx\` ON \`_success_stories_v\` (\`version_sector_id\`);`)
  await db.run(sql`ALTER TABLE \`labels\` ADD \`sector_id\` integer REFERENCES sector_groups(id);`)
  await db.run(sql`CREATE INDEX \`labels_sector_idx\` ON \`labels\` (\`sector_id\`);`)
  await db.run(sql`ALTER TABLE \`_labels_v\` ADD \`version_sector_id\` integer REFERENCES sector_groups(id);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_sector_idx\` ON \`_labels_v\` (\`version_sector_id\`);`)
  await db.run(sql`ALTER TABLE \`sector_groups\` ADD \`account_manager_id\` integer REFERENCES recruiters(id);`)
  await db.run(sql`CREATE INDEX \`sector_groups_account_manager_idx\` ON \`sector_groups\` (\`account_manager_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staffing_requests_id\` integer REFERENCES staffing_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certifications_id\` integer REFERENCES certifications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staffing_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`staffing_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certifications_id_idx\` ON \`payload_locked_documents_rels\` (\`certifications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`staffing_requests\`;`)
  await db.run(sql`DROP TABLE \`certifications\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_success_stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
  	\`publish_on\` text,
  	\`publishon_tz\` text DEFAULT 'Europe/Amsterdam',
  	\`unpublish_on\` text,
  	\`unpublishon_tz\` text DEFAULT 'Europe/Amsterdam',
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`keyvisual_content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories\`("id", "title", "slug", "uri", "publish_on", "publishon_tz", "unpublish_on", "unpublishon_tz", "seo_title", "seo_description", "seo_image_id", "keyvisual_content", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "uri", "publish_on", "publishon_tz", "unpublish_on", "unpublishon_tz", "seo_title", "seo_description", "seo_image_id", "keyvisual_content", "updated_at", "created_at", "_status" FROM \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories\` RENAME TO \`success_stories\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`success_stories_slug_idx\` ON \`success_stories\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_uri_idx\` ON \`success_stories\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_seo_seo_image_idx\` ON \`success_stories\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories__status_idx\` ON \`success_stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__success_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_uri\` text,
  	\`version_publish_on\` text,
  	\`version_publishon_tz\` text DEFAULT 'Europe/Amsterdam',
  	\`version_unpublish_on\` text,
  	\`version_unpublishon_tz\` text DEFAULT 'Europe/Amsterdam',
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_keyvisual_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__success_stories_v\`("id", "parent_id", "version_title", "version_slug", "version_uri", "version_publish_on", "version_publishon_tz", "version_unpublish_on", "version_unpublishon_tz", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_keyvisual_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_uri", "version_publish_on", "version_publishon_tz", "version_unpublish_on", "version_unpublishon_tz", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_keyvisual_content", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_success_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__success_stories_v\` RENAME TO \`_success_stories_v\`;`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_parent_idx\` ON \`_success_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_slug_idx\` ON \`_success_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_uri_idx\` ON \`_success_stories_v\` (\`version_uri\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_seo_version_seo_image_idx\` ON \`_success_stories_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_updated_at_idx\` ON \`_success_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_created_at_idx\` ON \`_success_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version__status_idx\` ON \`_success_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_created_at_idx\` ON \`_success_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_updated_at_idx\` ON \`_success_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_latest_idx\` ON \`_success_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_autosave_idx\` ON \`_success_stories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_labels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
  	\`publish_on\` text,
  	\`publishon_tz\` text DEFAULT 'Europe/Amsterdam',
  	\`unpublish_on\` text,
  	\`unpublishon_tz\` text DEFAULT 'Europe/Amsterdam',
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`label_title\` text,
  	\`label_intro\` text,
  	\`label_logo_id\` integer,
  	\`label_logo_white_id\` integer,
  	\`label_color\` text,
  	\`label_background_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`label_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`label_logo_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`label_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_labels\`("id", "title", "slug", "uri", "publish_on", "publishon_tz", "unpublish_on", "unpublishon_tz", "seo_title", "seo_description", "seo_image_id", "label_title", "label_intro", "label_logo_id", "label_logo_white_id", "label_color", "label_background_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "uri", "publish_on", "publishon_tz", "unpublish_on", "unpublishon_tz", "seo_title", "seo_description", "seo_image_id", "label_title", "label_intro", "label_logo_id", "label_logo_white_id", "label_color", "label_background_id", "updated_at", "created_at", "_status" FROM \`labels\`;`)
  await db.run(sql`DROP TABLE \`labels\`;`)
  await db.run(sql`ALTER TABLE \`__new_labels\` RENAME TO \`labels\`;`)
  await db.run(sql`CREATE INDEX \`labels_slug_idx\` ON \`labels\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`labels_uri_idx\` ON \`labels\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`labels_seo_seo_image_idx\` ON \`labels\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_label_logo_idx\` ON \`labels\` (\`label_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_label_logo_white_idx\` ON \`labels\` (\`label_logo_white_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_label_background_idx\` ON \`labels\` (\`label_background_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_updated_at_idx\` ON \`labels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`labels_created_at_idx\` ON \`labels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`labels__status_idx\` ON \`labels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__labels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_uri\` text,
  	\`version_publish_on\` text,
  	\`version_publishon_tz\` text DEFAULT 'Europe/Amsterdam',
  	\`version_unpublish_on\` text,
  	\`version_unpublishon_tz\` text DEFAULT 'Europe/Amsterdam',
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_label_title\` text,
  	\`version_label_intro\` text,
  	\`version_label_logo_id\` integer,
  	\`version_label_logo_white_id\` integer,
  	\`version_label_color\` text,
  	\`version_label_background_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_label_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_label_logo_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_label_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__labels_v\`("id", "parent_id", "version_title", "version_slug", "version_uri", "version_publish_on", "version_publishon_tz", "version_unpublish_on", "version_unpublishon_tz", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_label_title", "version_label_intro", "version_label_logo_id", "version_label_logo_white_id", "version_label_color", "version_label_background_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_uri", "version_publish_on", "version_publishon_tz", "version_unpublish_on", "version_unpublishon_tz", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_label_title", "version_label_intro", "version_label_logo_id", "version_label_logo_white_id", "version_label_color", "version_label_background_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_labels_v\`;`)
  await db.run(sql`DROP TABLE \`_labels_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__labels_v\` RENAME TO \`_labels_v\`;`)
  await db.run(sql`CREATE INDEX \`_labels_v_parent_idx\` ON \`_labels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_slug_idx\` ON \`_labels_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_uri_idx\` ON \`_labels_v\` (\`version_uri\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_seo_version_seo_image_idx\` ON \`_labels_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_label_logo_idx\` ON \`_labels_v\` (\`version_label_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_label_logo_white_idx\` ON \`_labels_v\` (\`version_label_logo_white_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_label_background_idx\` ON \`_labels_v\` (\`version_label_background_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_updated_at_idx\` ON \`_labels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_created_at_idx\` ON \`_labels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version__status_idx\` ON \`_labels_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_created_at_idx\` ON \`_labels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_updated_at_idx\` ON \`_labels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_latest_idx\` ON \`_labels_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_autosave_idx\` ON \`_labels_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_sector_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sector_groups\`("id", "title", "updated_at", "created_at") SELECT "id", "title", "updated_at", "created_at" FROM \`sector_groups\`;`)
  await db.run(sql`DROP TABLE \`sector_groups\`;`)
  await db.run(sql`ALTER TABLE \`__new_sector_groups\` RENAME TO \`sector_groups\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sector_groups_title_idx\` ON \`sector_groups\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`sector_groups_updated_at_idx\` ON \`sector_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sector_groups_created_at_idx\` ON \`sector_groups\` (\`created_at\`);`)
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
  	\`contact_messages_id\` integer,
  	\`erased_applications_id\` integer,
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
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erased_applications_id\`) REFERENCES \`erased_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancy_alerts_id\`) REFERENCES \`vacancy_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_confirmation_windows_id\`) REFERENCES \`alert_confirmation_windows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ats_status_receipts_id\`) REFERENCES \`ats_status_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`not_found_paths_id\`) REFERENCES \`not_found_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "news_id", "subjects_id", "experiences_id", "phases_id", "success_stories_id", "labels_id", "employees_id", "locations_id", "vacancies_id", "recruiters_id", "sector_groups_id", "function_groups_id", "media_id", "application_files_id", "applications_id", "contact_messages_id", "erased_applications_id", "vacancy_alerts_id", "alert_confirmation_windows_id", "ats_status_receipts_id", "not_found_paths_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "news_id", "subjects_id", "experiences_id", "phases_id", "success_stories_id", "labels_id", "employees_id", "locations_id", "vacancies_id", "recruiters_id", "sector_groups_id", "function_groups_id", "media_id", "application_files_id", "applications_id", "contact_messages_id", "erased_applications_id", "vacancy_alerts_id", "alert_confirmation_windows_id", "ats_status_receipts_id", "not_found_paths_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recruiters_id_idx\` ON \`payload_locked_documents_rels\` (\`recruiters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sector_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`sector_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_function_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`function_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erased_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`erased_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancy_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancy_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_confirmation_windows_idx\` ON \`payload_locked_documents_rels\` (\`alert_confirmation_windows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ats_status_receipts_id_idx\` ON \`payload_locked_documents_rels\` (\`ats_status_receipts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_not_found_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`not_found_paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`vacancy_company_url\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`vacancy_company_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`vacancies_vacancy_company_logo_idx\` ON \`vacancies\` (\`vacancy_company_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_vacancy_company_url\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_vacancy_company_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_vacancy_company_logo_idx\` ON \`_vacancies_v\` (\`version_vacancy_company_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_og_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_og_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_og_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_og_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_og_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_og_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_sizes_og_filename_idx\` ON \`media\` (\`sizes_og_filename\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_vacancies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`recruiter_id\` integer,
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
  	\`search_title\` text,
  	\`search_category\` text,
  	\`search_body\` text,
  	\`stems_title\` text,
  	\`stems_category\` text,
  	\`stems_body\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recruiter_id\`) REFERENCES \`recruiters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`first_sector_group_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`first_function_group_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vacancies\`("id", "title", "slug", "uri", "seo_title", "seo_description", "seo_image_id", "recruiter_id", "vacancy_company", "vacancy_category", "vacancy_location", "vacancy_province", "vacancy_hours", "vacancy_reference", "vacancy_link", "first_sector_group_id", "first_function_group_id", "date_posted", "valid_through", "employment_type", "salary_min", "salary_max", "salary_unit", "external_id", "intro", "content_text", "search_title", "search_category", "search_body", "stems_title", "stems_category", "stems_body", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "uri", "seo_title", "seo_description", "seo_image_id", "recruiter_id", "vacancy_company", "vacancy_category", "vacancy_location", "vacancy_province", "vacancy_hours", "vacancy_reference", "vacancy_link", "first_sector_group_id", "first_function_group_id", "date_posted", "valid_through", "employment_type", "salary_min", "salary_max", "salary_unit", "external_id", "intro", "content_text", "search_title", "search_category", "search_body", "stems_title", "stems_category", "stems_body", "updated_at", "created_at", "_status" FROM \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`ALTER TABLE \`__new_vacancies\` RENAME TO \`vacancies\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`vacancies_slug_idx\` ON \`vacancies\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_uri_idx\` ON \`vacancies\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_seo_seo_image_idx\` ON \`vacancies\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_recruiter_idx\` ON \`vacancies\` (\`recruiter_id\`);`)
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
  	\`version_recruiter_id\` integer,
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
  	\`version_search_title\` text,
  	\`version_search_category\` text,
  	\`version_search_body\` text,
  	\`version_stems_title\` text,
  	\`version_stems_category\` text,
  	\`version_stems_body\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_recruiter_id\`) REFERENCES \`recruiters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_first_sector_group_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_first_function_group_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__vacancies_v\`("id", "parent_id", "version_title", "version_slug", "version_uri", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_recruiter_id", "version_vacancy_company", "version_vacancy_category", "version_vacancy_location", "version_vacancy_province", "version_vacancy_hours", "version_vacancy_reference", "version_vacancy_link", "version_first_sector_group_id", "version_first_function_group_id", "version_date_posted", "version_valid_through", "version_employment_type", "version_salary_min", "version_salary_max", "version_salary_unit", "version_external_id", "version_intro", "version_content_text", "version_search_title", "version_search_category", "version_search_body", "version_stems_title", "version_stems_category", "version_stems_body", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_uri", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_recruiter_id", "version_vacancy_company", "version_vacancy_category", "version_vacancy_location", "version_vacancy_province", "version_vacancy_hours", "version_vacancy_reference", "version_vacancy_link", "version_first_sector_group_id", "version_first_function_group_id", "version_date_posted", "version_valid_through", "version_employment_type", "version_salary_min", "version_salary_max", "version_salary_unit", "version_external_id", "version_intro", "version_content_text", "version_search_title", "version_search_category", "version_search_body", "version_stems_title", "version_stems_category", "version_stems_body", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_vacancies_v\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__vacancies_v\` RENAME TO \`_vacancies_v\`;`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_parent_idx\` ON \`_vacancies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_slug_idx\` ON \`_vacancies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_uri_idx\` ON \`_vacancies_v\` (\`version_uri\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_seo_version_seo_image_idx\` ON \`_vacancies_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_recruiter_idx\` ON \`_vacancies_v\` (\`version_recruiter_id\`);`)
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
  await db.run(sql`DROP INDEX \`media_sizes_og_sizes_og_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_og_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_og_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_og_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_og_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_og_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_og_filename\`;`)
}

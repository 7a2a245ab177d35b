import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vacancies_location_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`province\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_location_points_order_idx\` ON \`vacancies_location_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_location_points_parent_id_idx\` ON \`vacancies_location_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_location_points_lat_idx\` ON \`vacancies_location_points\` (\`lat\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_version_location_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`province\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_location_points_order_idx\` ON \`_vacancies_v_version_location_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_location_points_parent_id_idx\` ON \`_vacancies_v_version_location_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_location_points_lat_idx\` ON \`_vacancies_v_version_location_points\` (\`lat\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vacancies_location_points\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_version_location_points\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_svc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_svc_order_idx\` ON \`pages_svc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_svc_parent_id_idx\` ON \`pages_svc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_svc_path_idx\` ON \`pages_svc\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_svc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_order_idx\` ON \`__pages_v_svc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_parent_id_idx\` ON \`__pages_v_svc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_path_idx\` ON \`__pages_v_svc_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_svc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_svc_order_idx\` ON \`labels_svc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_svc_parent_id_idx\` ON \`labels_svc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_svc_path_idx\` ON \`labels_svc\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_svc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_svc_v_order_idx\` ON \`__labels_v_svc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_svc_v_parent_id_idx\` ON \`__labels_v_svc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_svc_v_path_idx\` ON \`__labels_v_svc_v\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`employers_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_employers_page_idx\` ON \`site_settings\` (\`employers_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_svc\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_svc_v\`;`)
  await db.run(sql`DROP TABLE \`labels_svc\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_svc_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text NOT NULL,
  	\`tagline\` text,
  	\`logo_id\` integer,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`notification_email\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "tagline", "logo_id", "email", "phone", "notification_email", "updated_at", "created_at") SELECT "id", "brand_name", "tagline", "logo_id", "email", "phone", "notification_email", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_order_idx\` ON \`faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_parent_id_idx\` ON \`faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_path_idx\` ON \`faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`roadmap\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_label\` text,
  	\`title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`roadmap_order_idx\` ON \`roadmap\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`roadmap_parent_id_idx\` ON \`roadmap\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`roadmap_path_idx\` ON \`roadmap\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_tag\` text,
  	\`block_header\` text,
  	\`block_employee_link_type\` text DEFAULT 'entry',
  	\`block_employee_link_url\` text,
  	\`block_employee_link_text\` text,
  	\`block_employee_link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_order_idx\` ON \`team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`team_parent_id_idx\` ON \`team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`team_path_idx\` ON \`team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`text_order_idx\` ON \`text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`text_parent_id_idx\` ON \`text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`text_path_idx\` ON \`text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_order_idx\` ON \`quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_parent_id_idx\` ON \`quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_path_idx\` ON \`quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`imgs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`imgs_order_idx\` ON \`imgs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`imgs_parent_id_idx\` ON \`imgs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`imgs_path_idx\` ON \`imgs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clients_order_idx\` ON \`clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clients_parent_id_idx\` ON \`clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_path_idx\` ON \`clients\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_button_primary_type\` text DEFAULT 'entry',
  	\`block_button_primary_url\` text,
  	\`block_button_primary_text\` text,
  	\`block_button_primary_new_tab\` integer DEFAULT false,
  	\`block_button_secondary_type\` text DEFAULT 'entry',
  	\`block_button_secondary_url\` text,
  	\`block_button_secondary_text\` text,
  	\`block_button_secondary_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cta_order_idx\` ON \`cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cta_parent_id_idx\` ON \`cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cta_path_idx\` ON \`cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`note\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`note_order_idx\` ON \`note\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`note_parent_id_idx\` ON \`note\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`note_path_idx\` ON \`note\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_video\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_order_idx\` ON \`video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_parent_id_idx\` ON \`video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_path_idx\` ON \`video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`refs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text DEFAULT 'Onze verhalen',
  	\`block_subtitle\` text DEFAULT 'Ervaringen van professionals',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`refs_order_idx\` ON \`refs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`refs_parent_id_idx\` ON \`refs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`refs_path_idx\` ON \`refs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`lbl\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lbl_order_idx\` ON \`lbl\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`lbl_parent_id_idx\` ON \`lbl\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lbl_path_idx\` ON \`lbl\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`usp_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_number\` text,
  	\`block_title_first\` text,
  	\`block_title_second\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`usp\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`usp_items_order_idx\` ON \`usp_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`usp_items_parent_id_idx\` ON \`usp_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`usp\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`usp_order_idx\` ON \`usp\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`usp_parent_id_idx\` ON \`usp\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`usp_path_idx\` ON \`usp\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_link_type\` text DEFAULT 'entry',
  	\`block_link_url\` text,
  	\`block_link_text\` text,
  	\`block_link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`btn_order_idx\` ON \`btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`btn_parent_id_idx\` ON \`btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`btn_path_idx\` ON \`btn\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_specialisms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'entry',
  	\`link_url\` text,
  	\`link_text\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_specialisms_order_idx\` ON \`pages_specialisms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_specialisms_parent_id_idx\` ON \`pages_specialisms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_specialisms_image_idx\` ON \`pages_specialisms\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`page_type\` text DEFAULT 'advanced',
  	\`subtitle\` text,
  	\`keyvisual_title\` text,
  	\`keyvisual_content\` text,
  	\`keyvisual_color\` text DEFAULT 'light',
  	\`keyvisual_image_id\` integer,
  	\`button_link_type\` text DEFAULT 'entry',
  	\`button_link_url\` text,
  	\`button_link_text\` text,
  	\`button_link_new_tab\` integer DEFAULT false,
  	\`link_text_type\` text DEFAULT 'entry',
  	\`link_text_url\` text,
  	\`link_text_text\` text,
  	\`link_text_new_tab\` integer DEFAULT false,
  	\`learn_subtitle\` text,
  	\`learn_title_col1\` text,
  	\`learn_title_col2\` text,
  	\`learn_description\` text,
  	\`learn_link_type\` text DEFAULT 'entry',
  	\`learn_link_url\` text,
  	\`learn_link_text\` text,
  	\`learn_link_new_tab\` integer DEFAULT false,
  	\`form_exit_page_id\` integer,
  	\`thank_you_title\` text,
  	\`thank_you_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`keyvisual_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_exit_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_uri_idx\` ON \`pages\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_keyvisual_image_idx\` ON \`pages\` (\`keyvisual_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_form_exit_page_idx\` ON \`pages\` (\`form_exit_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	\`employees_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_news_id_idx\` ON \`pages_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_experiences_id_idx\` ON \`pages_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_success_stories_id_idx\` ON \`pages_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_labels_id_idx\` ON \`pages_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_vacancies_id_idx\` ON \`pages_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_employees_id_idx\` ON \`pages_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_order_idx\` ON \`_faq_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_parent_id_idx\` ON \`_faq_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_path_idx\` ON \`_faq_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_roadmap_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_label\` text,
  	\`title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_roadmap_v_order_idx\` ON \`_roadmap_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_roadmap_v_parent_id_idx\` ON \`_roadmap_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_roadmap_v_path_idx\` ON \`_roadmap_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_team_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_tag\` text,
  	\`block_header\` text,
  	\`block_employee_link_type\` text DEFAULT 'entry',
  	\`block_employee_link_url\` text,
  	\`block_employee_link_text\` text,
  	\`block_employee_link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_v_order_idx\` ON \`_team_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_parent_id_idx\` ON \`_team_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_path_idx\` ON \`_team_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_text_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_text_v_order_idx\` ON \`_text_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_text_v_parent_id_idx\` ON \`_text_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_text_v_path_idx\` ON \`_text_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_quote_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quote_v_order_idx\` ON \`_quote_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quote_v_parent_id_idx\` ON \`_quote_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quote_v_path_idx\` ON \`_quote_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_imgs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_imgs_v_order_idx\` ON \`_imgs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_imgs_v_parent_id_idx\` ON \`_imgs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_imgs_v_path_idx\` ON \`_imgs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_clients_v\` (
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
  await db.run(sql`CREATE INDEX \`_clients_v_order_idx\` ON \`_clients_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_parent_id_idx\` ON \`_clients_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_clients_v_path_idx\` ON \`_clients_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_cta_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_button_primary_type\` text DEFAULT 'entry',
  	\`block_button_primary_url\` text,
  	\`block_button_primary_text\` text,
  	\`block_button_primary_new_tab\` integer DEFAULT false,
  	\`block_button_secondary_type\` text DEFAULT 'entry',
  	\`block_button_secondary_url\` text,
  	\`block_button_secondary_text\` text,
  	\`block_button_secondary_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cta_v_order_idx\` ON \`_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cta_v_parent_id_idx\` ON \`_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cta_v_path_idx\` ON \`_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_note_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_note_v_order_idx\` ON \`_note_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_note_v_parent_id_idx\` ON \`_note_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_note_v_path_idx\` ON \`_note_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_video_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_video\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_v_order_idx\` ON \`_video_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_v_parent_id_idx\` ON \`_video_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_v_path_idx\` ON \`_video_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_refs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text DEFAULT 'Onze verhalen',
  	\`block_subtitle\` text DEFAULT 'Ervaringen van professionals',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_refs_v_order_idx\` ON \`_refs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_refs_v_parent_id_idx\` ON \`_refs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_refs_v_path_idx\` ON \`_refs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_lbl_v\` (
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
  await db.run(sql`CREATE INDEX \`_lbl_v_order_idx\` ON \`_lbl_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_lbl_v_parent_id_idx\` ON \`_lbl_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_lbl_v_path_idx\` ON \`_lbl_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_usp_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_number\` text,
  	\`block_title_first\` text,
  	\`block_title_second\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_usp_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_usp_v_items_order_idx\` ON \`_usp_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_usp_v_items_parent_id_idx\` ON \`_usp_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_usp_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_usp_v_order_idx\` ON \`_usp_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_usp_v_parent_id_idx\` ON \`_usp_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_usp_v_path_idx\` ON \`_usp_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_btn_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_link_type\` text DEFAULT 'entry',
  	\`block_link_url\` text,
  	\`block_link_text\` text,
  	\`block_link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_btn_v_order_idx\` ON \`_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_btn_v_parent_id_idx\` ON \`_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_btn_v_path_idx\` ON \`_btn_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_specialisms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'entry',
  	\`link_url\` text,
  	\`link_text\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_specialisms_order_idx\` ON \`_pages_v_version_specialisms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_specialisms_parent_id_idx\` ON \`_pages_v_version_specialisms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_specialisms_image_idx\` ON \`_pages_v_version_specialisms\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_uri\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_page_type\` text DEFAULT 'advanced',
  	\`version_subtitle\` text,
  	\`version_keyvisual_title\` text,
  	\`version_keyvisual_content\` text,
  	\`version_keyvisual_color\` text DEFAULT 'light',
  	\`version_keyvisual_image_id\` integer,
  	\`version_button_link_type\` text DEFAULT 'entry',
  	\`version_button_link_url\` text,
  	\`version_button_link_text\` text,
  	\`version_button_link_new_tab\` integer DEFAULT false,
  	\`version_link_text_type\` text DEFAULT 'entry',
  	\`version_link_text_url\` text,
  	\`version_link_text_text\` text,
  	\`version_link_text_new_tab\` integer DEFAULT false,
  	\`version_learn_subtitle\` text,
  	\`version_learn_title_col1\` text,
  	\`version_learn_title_col2\` text,
  	\`version_learn_description\` text,
  	\`version_learn_link_type\` text DEFAULT 'entry',
  	\`version_learn_link_url\` text,
  	\`version_learn_link_text\` text,
  	\`version_learn_link_new_tab\` integer DEFAULT false,
  	\`version_form_exit_page_id\` integer,
  	\`version_thank_you_title\` text,
  	\`version_thank_you_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_keyvisual_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_form_exit_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_uri_idx\` ON \`_pages_v\` (\`version_uri\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_keyvisual_image_idx\` ON \`_pages_v\` (\`version_keyvisual_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_form_exit_page_idx\` ON \`_pages_v\` (\`version_form_exit_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	\`employees_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_news_id_idx\` ON \`_pages_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_experiences_id_idx\` ON \`_pages_v_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_success_stories_id_idx\` ON \`_pages_v_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_labels_id_idx\` ON \`_pages_v_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_vacancies_id_idx\` ON \`_pages_v_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_employees_id_idx\` ON \`_pages_v_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`published_at\` text,
  	\`intro\` text,
  	\`keyvisual_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`keyvisual_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_uri_idx\` ON \`news\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`news_seo_seo_image_idx\` ON \`news\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_keyvisual_image_idx\` ON \`news\` (\`keyvisual_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`subjects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subjects_id\`) REFERENCES \`subjects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_subjects_id_idx\` ON \`news_rels\` (\`subjects_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_uri\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_published_at\` text,
  	\`version_intro\` text,
  	\`version_keyvisual_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_keyvisual_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_uri_idx\` ON \`_news_v\` (\`version_uri\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_seo_version_seo_image_idx\` ON \`_news_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_keyvisual_image_idx\` ON \`_news_v\` (\`version_keyvisual_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`subjects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subjects_id\`) REFERENCES \`subjects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_subjects_id_idx\` ON \`_news_v_rels\` (\`subjects_id\`);`)
  await db.run(sql`CREATE TABLE \`subjects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subjects_title_idx\` ON \`subjects\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`subjects_updated_at_idx\` ON \`subjects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subjects_created_at_idx\` ON \`subjects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`experiences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`published_at\` text,
  	\`phase_id\` integer,
  	\`phase_color\` text DEFAULT 'purple',
  	\`success_quote\` text,
  	\`keyvisual_content\` text,
  	\`keyvisual_image_id\` integer,
  	\`pattern_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`phase_id\`) REFERENCES \`phases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`keyvisual_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pattern_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`experiences_slug_idx\` ON \`experiences\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`experiences_uri_idx\` ON \`experiences\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`experiences_seo_seo_image_idx\` ON \`experiences\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_published_at_idx\` ON \`experiences\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`experiences_phase_idx\` ON \`experiences\` (\`phase_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_keyvisual_image_idx\` ON \`experiences\` (\`keyvisual_image_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_pattern_idx\` ON \`experiences\` (\`pattern_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_updated_at_idx\` ON \`experiences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`experiences_created_at_idx\` ON \`experiences\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`experiences__status_idx\` ON \`experiences\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_experiences_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_uri\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_published_at\` text,
  	\`version_phase_id\` integer,
  	\`version_phase_color\` text DEFAULT 'purple',
  	\`version_success_quote\` text,
  	\`version_keyvisual_content\` text,
  	\`version_keyvisual_image_id\` integer,
  	\`version_pattern_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_phase_id\`) REFERENCES \`phases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_keyvisual_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pattern_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_experiences_v_parent_idx\` ON \`_experiences_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version_slug_idx\` ON \`_experiences_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version_uri_idx\` ON \`_experiences_v\` (\`version_uri\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_seo_version_seo_image_idx\` ON \`_experiences_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version_published_at_idx\` ON \`_experiences_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version_phase_idx\` ON \`_experiences_v\` (\`version_phase_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version_keyvisual_image_idx\` ON \`_experiences_v\` (\`version_keyvisual_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version_pattern_idx\` ON \`_experiences_v\` (\`version_pattern_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version_updated_at_idx\` ON \`_experiences_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version_created_at_idx\` ON \`_experiences_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_version_version__status_idx\` ON \`_experiences_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_created_at_idx\` ON \`_experiences_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_updated_at_idx\` ON \`_experiences_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_latest_idx\` ON \`_experiences_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`phases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`phases_title_idx\` ON \`phases\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`phases_updated_at_idx\` ON \`phases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`phases_created_at_idx\` ON \`phases\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`success_stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
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
  await db.run(sql`CREATE INDEX \`success_stories_slug_idx\` ON \`success_stories\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_uri_idx\` ON \`success_stories\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_seo_seo_image_idx\` ON \`success_stories\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories__status_idx\` ON \`success_stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`success_stories_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`success_stories_rels_order_idx\` ON \`success_stories_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_parent_idx\` ON \`success_stories_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_path_idx\` ON \`success_stories_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_media_id_idx\` ON \`success_stories_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_uri\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`_success_stories_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_order_idx\` ON \`_success_stories_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_parent_idx\` ON \`_success_stories_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_path_idx\` ON \`_success_stories_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_media_id_idx\` ON \`_success_stories_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`labels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`uri\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`label_title\` text,
  	\`label_intro\` text,
  	\`label_logo_id\` integer,
  	\`label_logo_white_id\` integer,
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
  await db.run(sql`CREATE INDEX \`labels_slug_idx\` ON \`labels\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`labels_uri_idx\` ON \`labels\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`labels_seo_seo_image_idx\` ON \`labels\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_label_logo_idx\` ON \`labels\` (\`label_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_label_logo_white_idx\` ON \`labels\` (\`label_logo_white_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_label_background_idx\` ON \`labels\` (\`label_background_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_updated_at_idx\` ON \`labels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`labels_created_at_idx\` ON \`labels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`labels__status_idx\` ON \`labels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_labels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_uri\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_label_title\` text,
  	\`version_label_intro\` text,
  	\`version_label_logo_id\` integer,
  	\`version_label_logo_white_id\` integer,
  	\`version_label_background_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_label_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_label_logo_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_label_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`employees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`team_function\` text NOT NULL,
  	\`text\` text,
  	\`linkedin_url\` text,
  	\`team_image_id\` integer NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`team_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`employees_team_image_idx\` ON \`employees\` (\`team_image_id\`);`)
  await db.run(sql`CREATE INDEX \`employees_updated_at_idx\` ON \`employees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`employees_created_at_idx\` ON \`employees\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`location_city\` text NOT NULL,
  	\`location_address\` text NOT NULL,
  	\`location_zip_code\` text NOT NULL,
  	\`location_phone\` text,
  	\`location_image_id\` integer NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_location_image_idx\` ON \`locations\` (\`location_image_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_at_idx\` ON \`locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_created_at_idx\` ON \`locations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vacancies\` (
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
  	\`date_posted\` text,
  	\`valid_through\` text,
  	\`employment_type\` text DEFAULT 'FULL_TIME',
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`salary_unit\` text DEFAULT 'MONTH',
  	\`external_id\` text,
  	\`intro\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_slug_idx\` ON \`vacancies\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_uri_idx\` ON \`vacancies\` (\`uri\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_seo_seo_image_idx\` ON \`vacancies\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_date_posted_idx\` ON \`vacancies\` (\`date_posted\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_valid_through_idx\` ON \`vacancies\` (\`valid_through\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_external_id_idx\` ON \`vacancies\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_updated_at_idx\` ON \`vacancies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_created_at_idx\` ON \`vacancies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies__status_idx\` ON \`vacancies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_texts_order_parent\` ON \`vacancies_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_texts_text_idx\` ON \`vacancies_texts\` (\`text\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sector_groups_id\` integer,
  	\`function_groups_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sector_groups_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`function_groups_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_rels_order_idx\` ON \`vacancies_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_parent_idx\` ON \`vacancies_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_path_idx\` ON \`vacancies_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_sector_groups_id_idx\` ON \`vacancies_rels\` (\`sector_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_function_groups_id_idx\` ON \`vacancies_rels\` (\`function_groups_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v\` (
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
  	\`version_date_posted\` text,
  	\`version_valid_through\` text,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME',
  	\`version_salary_min\` numeric,
  	\`version_salary_max\` numeric,
  	\`version_salary_unit\` text DEFAULT 'MONTH',
  	\`version_external_id\` text,
  	\`version_intro\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_parent_idx\` ON \`_vacancies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_slug_idx\` ON \`_vacancies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_uri_idx\` ON \`_vacancies_v\` (\`version_uri\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_seo_version_seo_image_idx\` ON \`_vacancies_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_date_posted_idx\` ON \`_vacancies_v\` (\`version_date_posted\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_valid_through_idx\` ON \`_vacancies_v\` (\`version_valid_through\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_external_id_idx\` ON \`_vacancies_v\` (\`version_external_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_updated_at_idx\` ON \`_vacancies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_created_at_idx\` ON \`_vacancies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version__status_idx\` ON \`_vacancies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_created_at_idx\` ON \`_vacancies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_updated_at_idx\` ON \`_vacancies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_latest_idx\` ON \`_vacancies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_texts_order_parent\` ON \`_vacancies_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sector_groups_id\` integer,
  	\`function_groups_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sector_groups_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`function_groups_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_order_idx\` ON \`_vacancies_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_parent_idx\` ON \`_vacancies_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_path_idx\` ON \`_vacancies_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_sector_groups_id_idx\` ON \`_vacancies_v_rels\` (\`sector_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_function_groups_id_idx\` ON \`_vacancies_v_rels\` (\`function_groups_id\`);`)
  await db.run(sql`CREATE TABLE \`sector_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sector_groups_title_idx\` ON \`sector_groups\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`sector_groups_updated_at_idx\` ON \`sector_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sector_groups_created_at_idx\` ON \`sector_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`function_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`function_groups_title_idx\` ON \`function_groups\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`function_groups_updated_at_idx\` ON \`function_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`function_groups_created_at_idx\` ON \`function_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
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
  	\`sizes_w375_url\` text,
  	\`sizes_w375_width\` numeric,
  	\`sizes_w375_height\` numeric,
  	\`sizes_w375_mime_type\` text,
  	\`sizes_w375_filesize\` numeric,
  	\`sizes_w375_filename\` text,
  	\`sizes_w500_url\` text,
  	\`sizes_w500_width\` numeric,
  	\`sizes_w500_height\` numeric,
  	\`sizes_w500_mime_type\` text,
  	\`sizes_w500_filesize\` numeric,
  	\`sizes_w500_filename\` text,
  	\`sizes_w600_url\` text,
  	\`sizes_w600_width\` numeric,
  	\`sizes_w600_height\` numeric,
  	\`sizes_w600_mime_type\` text,
  	\`sizes_w600_filesize\` numeric,
  	\`sizes_w600_filename\` text,
  	\`sizes_w1024_url\` text,
  	\`sizes_w1024_width\` numeric,
  	\`sizes_w1024_height\` numeric,
  	\`sizes_w1024_mime_type\` text,
  	\`sizes_w1024_filesize\` numeric,
  	\`sizes_w1024_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w375_sizes_w375_filename_idx\` ON \`media\` (\`sizes_w375_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w500_sizes_w500_filename_idx\` ON \`media\` (\`sizes_w500_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w600_sizes_w600_filename_idx\` ON \`media\` (\`sizes_w600_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w1024_sizes_w1024_filename_idx\` ON \`media\` (\`sizes_w1024_filename\`);`)
  await db.run(sql`CREATE TABLE \`application_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`application_files_updated_at_idx\` ON \`application_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_files_created_at_idx\` ON \`application_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`application_files_filename_idx\` ON \`application_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`gender\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email_address\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`message\` text,
  	\`vacancy_id\` integer,
  	\`application_c_v_id\` integer,
  	\`application_motivation_id\` integer,
  	\`consent\` integer DEFAULT false,
  	\`closed_at\` text,
  	\`delete_after\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`vacancy_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`application_c_v_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`application_motivation_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_vacancy_idx\` ON \`applications\` (\`vacancy_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_application_c_v_idx\` ON \`applications\` (\`application_c_v_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_application_motivation_idx\` ON \`applications\` (\`application_motivation_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`business_name\` text,
  	\`email\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text_type\` text DEFAULT 'entry',
  	\`link_text_url\` text,
  	\`link_text_text\` text NOT NULL,
  	\`link_text_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_children_order_idx\` ON \`navigation_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_children_parent_id_idx\` ON \`navigation_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_text_type\` text DEFAULT 'entry',
  	\`link_text_url\` text,
  	\`link_text_text\` text NOT NULL,
  	\`link_text_new_tab\` integer DEFAULT false,
  	\`two_columns\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`navigation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_rels_order_idx\` ON \`navigation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_parent_idx\` ON \`navigation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_path_idx\` ON \`navigation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_pages_id_idx\` ON \`navigation_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_news_id_idx\` ON \`navigation_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_experiences_id_idx\` ON \`navigation_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_success_stories_id_idx\` ON \`navigation_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_labels_id_idx\` ON \`navigation_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_vacancies_id_idx\` ON \`navigation_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_title\` text NOT NULL,
  	\`cta_text\` text,
  	\`cta_link_type\` text DEFAULT 'entry',
  	\`cta_link_url\` text,
  	\`cta_link_text\` text,
  	\`cta_link_new_tab\` integer DEFAULT false,
  	\`linkedin_url\` text,
  	\`instagram_url\` text,
  	\`privacy_link_type\` text DEFAULT 'entry',
  	\`privacy_link_url\` text,
  	\`privacy_link_text\` text,
  	\`privacy_link_new_tab\` integer DEFAULT false,
  	\`terms_link_type\` text DEFAULT 'entry',
  	\`terms_link_url\` text,
  	\`terms_link_text\` text,
  	\`terms_link_new_tab\` integer DEFAULT false,
  	\`agency_credit_text\` text,
  	\`agency_credit_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_news_id_idx\` ON \`footer_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_experiences_id_idx\` ON \`footer_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_success_stories_id_idx\` ON \`footer_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_labels_id_idx\` ON \`footer_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_vacancies_id_idx\` ON \`footer_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
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
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`roadmap\`;`)
  await db.run(sql`DROP TABLE \`team\`;`)
  await db.run(sql`DROP TABLE \`text\`;`)
  await db.run(sql`DROP TABLE \`quote\`;`)
  await db.run(sql`DROP TABLE \`imgs\`;`)
  await db.run(sql`DROP TABLE \`clients\`;`)
  await db.run(sql`DROP TABLE \`cta\`;`)
  await db.run(sql`DROP TABLE \`note\`;`)
  await db.run(sql`DROP TABLE \`video\`;`)
  await db.run(sql`DROP TABLE \`refs\`;`)
  await db.run(sql`DROP TABLE \`lbl\`;`)
  await db.run(sql`DROP TABLE \`usp_items\`;`)
  await db.run(sql`DROP TABLE \`usp\`;`)
  await db.run(sql`DROP TABLE \`btn\`;`)
  await db.run(sql`DROP TABLE \`pages_specialisms\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_roadmap_v\`;`)
  await db.run(sql`DROP TABLE \`_team_v\`;`)
  await db.run(sql`DROP TABLE \`_text_v\`;`)
  await db.run(sql`DROP TABLE \`_quote_v\`;`)
  await db.run(sql`DROP TABLE \`_imgs_v\`;`)
  await db.run(sql`DROP TABLE \`_clients_v\`;`)
  await db.run(sql`DROP TABLE \`_cta_v\`;`)
  await db.run(sql`DROP TABLE \`_note_v\`;`)
  await db.run(sql`DROP TABLE \`_video_v\`;`)
  await db.run(sql`DROP TABLE \`_refs_v\`;`)
  await db.run(sql`DROP TABLE \`_lbl_v\`;`)
  await db.run(sql`DROP TABLE \`_usp_v_items\`;`)
  await db.run(sql`DROP TABLE \`_usp_v\`;`)
  await db.run(sql`DROP TABLE \`_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_specialisms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`subjects\`;`)
  await db.run(sql`DROP TABLE \`experiences\`;`)
  await db.run(sql`DROP TABLE \`_experiences_v\`;`)
  await db.run(sql`DROP TABLE \`phases\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories_rels\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_rels\`;`)
  await db.run(sql`DROP TABLE \`labels\`;`)
  await db.run(sql`DROP TABLE \`_labels_v\`;`)
  await db.run(sql`DROP TABLE \`employees\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies_texts\`;`)
  await db.run(sql`DROP TABLE \`vacancies_rels\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_rels\`;`)
  await db.run(sql`DROP TABLE \`sector_groups\`;`)
  await db.run(sql`DROP TABLE \`function_groups\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`application_files\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}

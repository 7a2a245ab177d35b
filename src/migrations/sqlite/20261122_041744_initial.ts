import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_faq\` (
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
  await db.run(sql`CREATE INDEX \`pages_faq_order_idx\` ON \`pages_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_faq_parent_id_idx\` ON \`pages_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_faq_path_idx\` ON \`pages_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_roadmap\` (
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
  await db.run(sql`CREATE INDEX \`pages_roadmap_order_idx\` ON \`pages_roadmap\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_roadmap_parent_id_idx\` ON \`pages_roadmap\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_roadmap_path_idx\` ON \`pages_roadmap\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_team\` (
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
  await db.run(sql`CREATE INDEX \`pages_team_order_idx\` ON \`pages_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_team_parent_id_idx\` ON \`pages_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_team_path_idx\` ON \`pages_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_text\` (
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
  await db.run(sql`CREATE INDEX \`pages_text_order_idx\` ON \`pages_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_text_parent_id_idx\` ON \`pages_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_text_path_idx\` ON \`pages_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_quote\` (
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
  await db.run(sql`CREATE INDEX \`pages_quote_order_idx\` ON \`pages_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_quote_parent_id_idx\` ON \`pages_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_quote_path_idx\` ON \`pages_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_imgs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_imgs_order_idx\` ON \`pages_imgs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_imgs_parent_id_idx\` ON \`pages_imgs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_imgs_path_idx\` ON \`pages_imgs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_clients_order_idx\` ON \`pages_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_clients_parent_id_idx\` ON \`pages_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_clients_path_idx\` ON \`pages_clients\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_cta\` (
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
  await db.run(sql`CREATE INDEX \`pages_cta_order_idx\` ON \`pages_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_cta_parent_id_idx\` ON \`pages_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_cta_path_idx\` ON \`pages_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_note\` (
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
  await db.run(sql`CREATE INDEX \`pages_note_order_idx\` ON \`pages_note\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_note_parent_id_idx\` ON \`pages_note\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_note_path_idx\` ON \`pages_note\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_video\` (
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
  await db.run(sql`CREATE INDEX \`pages_video_order_idx\` ON \`pages_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_video_parent_id_idx\` ON \`pages_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_video_path_idx\` ON \`pages_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_refs\` (
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
  await db.run(sql`CREATE INDEX \`pages_refs_order_idx\` ON \`pages_refs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_refs_parent_id_idx\` ON \`pages_refs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_refs_path_idx\` ON \`pages_refs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_lbl\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_lbl_order_idx\` ON \`pages_lbl\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_lbl_parent_id_idx\` ON \`pages_lbl\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_lbl_path_idx\` ON \`pages_lbl\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_usp_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_number\` text,
  	\`block_title_first\` text,
  	\`block_title_second\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_usp\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_usp_items_order_idx\` ON \`pages_usp_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_usp_items_parent_id_idx\` ON \`pages_usp_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_usp\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_usp_order_idx\` ON \`pages_usp\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_usp_parent_id_idx\` ON \`pages_usp\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_usp_path_idx\` ON \`pages_usp\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_btn\` (
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
  await db.run(sql`CREATE INDEX \`pages_btn_order_idx\` ON \`pages_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_btn_parent_id_idx\` ON \`pages_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_btn_path_idx\` ON \`pages_btn\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`__pages_v_faq_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_order_idx\` ON \`__pages_v_faq_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_parent_id_idx\` ON \`__pages_v_faq_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_path_idx\` ON \`__pages_v_faq_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_roadmap_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_roadmap_v_order_idx\` ON \`__pages_v_roadmap_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_roadmap_v_parent_id_idx\` ON \`__pages_v_roadmap_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_roadmap_v_path_idx\` ON \`__pages_v_roadmap_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_team_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_team_v_order_idx\` ON \`__pages_v_team_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_team_v_parent_id_idx\` ON \`__pages_v_team_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_team_v_path_idx\` ON \`__pages_v_team_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_text_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_text_v_order_idx\` ON \`__pages_v_text_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_text_v_parent_id_idx\` ON \`__pages_v_text_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_text_v_path_idx\` ON \`__pages_v_text_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_quote_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_quote_v_order_idx\` ON \`__pages_v_quote_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_quote_v_parent_id_idx\` ON \`__pages_v_quote_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_quote_v_path_idx\` ON \`__pages_v_quote_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_imgs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_imgs_v_order_idx\` ON \`__pages_v_imgs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_imgs_v_parent_id_idx\` ON \`__pages_v_imgs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_imgs_v_path_idx\` ON \`__pages_v_imgs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_clients_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_clients_v_order_idx\` ON \`__pages_v_clients_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_clients_v_parent_id_idx\` ON \`__pages_v_clients_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_clients_v_path_idx\` ON \`__pages_v_clients_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_cta_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_order_idx\` ON \`__pages_v_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_parent_id_idx\` ON \`__pages_v_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_path_idx\` ON \`__pages_v_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_note_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_note_v_order_idx\` ON \`__pages_v_note_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_note_v_parent_id_idx\` ON \`__pages_v_note_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_note_v_path_idx\` ON \`__pages_v_note_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_video_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_video_v_order_idx\` ON \`__pages_v_video_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_video_v_parent_id_idx\` ON \`__pages_v_video_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_video_v_path_idx\` ON \`__pages_v_video_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_refs_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_refs_v_order_idx\` ON \`__pages_v_refs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_refs_v_parent_id_idx\` ON \`__pages_v_refs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_refs_v_path_idx\` ON \`__pages_v_refs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_lbl_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_lbl_v_order_idx\` ON \`__pages_v_lbl_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_lbl_v_parent_id_idx\` ON \`__pages_v_lbl_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_lbl_v_path_idx\` ON \`__pages_v_lbl_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_usp_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_number\` text,
  	\`block_title_first\` text,
  	\`block_title_second\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_usp_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_usp_v_items_order_idx\` ON \`__pages_v_usp_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_usp_v_items_parent_id_idx\` ON \`__pages_v_usp_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_usp_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_usp_v_order_idx\` ON \`__pages_v_usp_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_usp_v_parent_id_idx\` ON \`__pages_v_usp_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_usp_v_path_idx\` ON \`__pages_v_usp_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_btn_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_btn_v_order_idx\` ON \`__pages_v_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_btn_v_parent_id_idx\` ON \`__pages_v_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_btn_v_path_idx\` ON \`__pages_v_btn_v\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`news_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_text_order_idx\` ON \`news_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_text_parent_id_idx\` ON \`news_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_text_path_idx\` ON \`news_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_quote_order_idx\` ON \`news_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_quote_parent_id_idx\` ON \`news_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_quote_path_idx\` ON \`news_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_imgs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_imgs_order_idx\` ON \`news_imgs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_imgs_parent_id_idx\` ON \`news_imgs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_imgs_path_idx\` ON \`news_imgs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`news_btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_link_type\` text DEFAULT 'entry',
  	\`block_link_url\` text,
  	\`block_link_text\` text,
  	\`block_link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_btn_order_idx\` ON \`news_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_btn_parent_id_idx\` ON \`news_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_btn_path_idx\` ON \`news_btn\` (\`_path\`);`)
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
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subjects_id\`) REFERENCES \`subjects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_subjects_id_idx\` ON \`news_rels\` (\`subjects_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_media_id_idx\` ON \`news_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_pages_id_idx\` ON \`news_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_news_id_idx\` ON \`news_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_experiences_id_idx\` ON \`news_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_success_stories_id_idx\` ON \`news_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_labels_id_idx\` ON \`news_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_vacancies_id_idx\` ON \`news_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE TABLE \`__news_v_text_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__news_v_text_v_order_idx\` ON \`__news_v_text_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__news_v_text_v_parent_id_idx\` ON \`__news_v_text_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__news_v_text_v_path_idx\` ON \`__news_v_text_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__news_v_quote_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__news_v_quote_v_order_idx\` ON \`__news_v_quote_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__news_v_quote_v_parent_id_idx\` ON \`__news_v_quote_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__news_v_quote_v_path_idx\` ON \`__news_v_quote_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__news_v_imgs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__news_v_imgs_v_order_idx\` ON \`__news_v_imgs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__news_v_imgs_v_parent_id_idx\` ON \`__news_v_imgs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__news_v_imgs_v_path_idx\` ON \`__news_v_imgs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__news_v_btn_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__news_v_btn_v_order_idx\` ON \`__news_v_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__news_v_btn_v_parent_id_idx\` ON \`__news_v_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__news_v_btn_v_path_idx\` ON \`__news_v_btn_v\` (\`_path\`);`)
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
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subjects_id\`) REFERENCES \`subjects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_subjects_id_idx\` ON \`_news_v_rels\` (\`subjects_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_media_id_idx\` ON \`_news_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_pages_id_idx\` ON \`_news_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_news_id_idx\` ON \`_news_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_experiences_id_idx\` ON \`_news_v_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_success_stories_id_idx\` ON \`_news_v_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_labels_id_idx\` ON \`_news_v_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_vacancies_id_idx\` ON \`_news_v_rels\` (\`vacancies_id\`);`)
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
  await db.run(sql`CREATE TABLE \`experiences_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiences_text_order_idx\` ON \`experiences_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiences_text_parent_id_idx\` ON \`experiences_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_text_path_idx\` ON \`experiences_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiences_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiences_quote_order_idx\` ON \`experiences_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiences_quote_parent_id_idx\` ON \`experiences_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_quote_path_idx\` ON \`experiences_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiences_imgs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiences_imgs_order_idx\` ON \`experiences_imgs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiences_imgs_parent_id_idx\` ON \`experiences_imgs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_imgs_path_idx\` ON \`experiences_imgs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiences_btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_link_type\` text DEFAULT 'entry',
  	\`block_link_url\` text,
  	\`block_link_text\` text,
  	\`block_link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiences_btn_order_idx\` ON \`experiences_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiences_btn_parent_id_idx\` ON \`experiences_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_btn_path_idx\` ON \`experiences_btn\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`experiences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiences_rels_order_idx\` ON \`experiences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_parent_idx\` ON \`experiences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_path_idx\` ON \`experiences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_media_id_idx\` ON \`experiences_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_pages_id_idx\` ON \`experiences_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_news_id_idx\` ON \`experiences_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_experiences_id_idx\` ON \`experiences_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_success_stories_id_idx\` ON \`experiences_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_labels_id_idx\` ON \`experiences_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`experiences_rels_vacancies_id_idx\` ON \`experiences_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE TABLE \`__experiences_v_text_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_experiences_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__experiences_v_text_v_order_idx\` ON \`__experiences_v_text_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__experiences_v_text_v_parent_id_idx\` ON \`__experiences_v_text_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__experiences_v_text_v_path_idx\` ON \`__experiences_v_text_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__experiences_v_quote_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_experiences_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__experiences_v_quote_v_order_idx\` ON \`__experiences_v_quote_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__experiences_v_quote_v_parent_id_idx\` ON \`__experiences_v_quote_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__experiences_v_quote_v_path_idx\` ON \`__experiences_v_quote_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__experiences_v_imgs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_experiences_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__experiences_v_imgs_v_order_idx\` ON \`__experiences_v_imgs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__experiences_v_imgs_v_parent_id_idx\` ON \`__experiences_v_imgs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__experiences_v_imgs_v_path_idx\` ON \`__experiences_v_imgs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__experiences_v_btn_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_experiences_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__experiences_v_btn_v_order_idx\` ON \`__experiences_v_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__experiences_v_btn_v_parent_id_idx\` ON \`__experiences_v_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__experiences_v_btn_v_path_idx\` ON \`__experiences_v_btn_v\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`_experiences_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_experiences_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_order_idx\` ON \`_experiences_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_parent_idx\` ON \`_experiences_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_path_idx\` ON \`_experiences_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_media_id_idx\` ON \`_experiences_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_pages_id_idx\` ON \`_experiences_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_news_id_idx\` ON \`_experiences_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_experiences_id_idx\` ON \`_experiences_v_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_success_stories_id_idx\` ON \`_experiences_v_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_labels_id_idx\` ON \`_experiences_v_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`_experiences_v_rels_vacancies_id_idx\` ON \`_experiences_v_rels\` (\`vacancies_id\`);`)
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
  await db.run(sql`CREATE TABLE \`success_stories_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`success_stories_text_order_idx\` ON \`success_stories_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_text_parent_id_idx\` ON \`success_stories_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_text_path_idx\` ON \`success_stories_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`success_stories_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`success_stories_quote_order_idx\` ON \`success_stories_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_quote_parent_id_idx\` ON \`success_stories_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_quote_path_idx\` ON \`success_stories_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`success_stories_imgs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`success_stories_imgs_order_idx\` ON \`success_stories_imgs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_imgs_parent_id_idx\` ON \`success_stories_imgs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_imgs_path_idx\` ON \`success_stories_imgs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`success_stories_btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_link_type\` text DEFAULT 'entry',
  	\`block_link_url\` text,
  	\`block_link_text\` text,
  	\`block_link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`success_stories_btn_order_idx\` ON \`success_stories_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_btn_parent_id_idx\` ON \`success_stories_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_btn_path_idx\` ON \`success_stories_btn\` (\`_path\`);`)
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
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`success_stories_rels_order_idx\` ON \`success_stories_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_parent_idx\` ON \`success_stories_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_path_idx\` ON \`success_stories_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_media_id_idx\` ON \`success_stories_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_pages_id_idx\` ON \`success_stories_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_news_id_idx\` ON \`success_stories_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_experiences_id_idx\` ON \`success_stories_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_success_stories_id_idx\` ON \`success_stories_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_labels_id_idx\` ON \`success_stories_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_rels_vacancies_id_idx\` ON \`success_stories_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE TABLE \`__success_stories_v_text_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__success_stories_v_text_v_order_idx\` ON \`__success_stories_v_text_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__success_stories_v_text_v_parent_id_idx\` ON \`__success_stories_v_text_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__success_stories_v_text_v_path_idx\` ON \`__success_stories_v_text_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__success_stories_v_quote_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__success_stories_v_quote_v_order_idx\` ON \`__success_stories_v_quote_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__success_stories_v_quote_v_parent_id_idx\` ON \`__success_stories_v_quote_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__success_stories_v_quote_v_path_idx\` ON \`__success_stories_v_quote_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__success_stories_v_imgs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__success_stories_v_imgs_v_order_idx\` ON \`__success_stories_v_imgs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__success_stories_v_imgs_v_parent_id_idx\` ON \`__success_stories_v_imgs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__success_stories_v_imgs_v_path_idx\` ON \`__success_stories_v_imgs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__success_stories_v_btn_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__success_stories_v_btn_v_order_idx\` ON \`__success_stories_v_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__success_stories_v_btn_v_parent_id_idx\` ON \`__success_stories_v_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__success_stories_v_btn_v_path_idx\` ON \`__success_stories_v_btn_v\` (\`_path\`);`)
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
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_order_idx\` ON \`_success_stories_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_parent_idx\` ON \`_success_stories_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_path_idx\` ON \`_success_stories_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_media_id_idx\` ON \`_success_stories_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_pages_id_idx\` ON \`_success_stories_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_news_id_idx\` ON \`_success_stories_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_experiences_id_idx\` ON \`_success_stories_v_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_success_stories_id_idx\` ON \`_success_stories_v_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_labels_id_idx\` ON \`_success_stories_v_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_rels_vacancies_id_idx\` ON \`_success_stories_v_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE TABLE \`labels_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_faq_order_idx\` ON \`labels_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_faq_parent_id_idx\` ON \`labels_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_faq_path_idx\` ON \`labels_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_roadmap\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_label\` text,
  	\`title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_roadmap_order_idx\` ON \`labels_roadmap\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_roadmap_parent_id_idx\` ON \`labels_roadmap\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_roadmap_path_idx\` ON \`labels_roadmap\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_team\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_team_order_idx\` ON \`labels_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_team_parent_id_idx\` ON \`labels_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_team_path_idx\` ON \`labels_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_text_order_idx\` ON \`labels_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_text_parent_id_idx\` ON \`labels_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_text_path_idx\` ON \`labels_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_quote_order_idx\` ON \`labels_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_quote_parent_id_idx\` ON \`labels_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_quote_path_idx\` ON \`labels_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_imgs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_imgs_order_idx\` ON \`labels_imgs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_imgs_parent_id_idx\` ON \`labels_imgs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_imgs_path_idx\` ON \`labels_imgs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_clients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_clients_order_idx\` ON \`labels_clients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_clients_parent_id_idx\` ON \`labels_clients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_clients_path_idx\` ON \`labels_clients\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_cta\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_cta_order_idx\` ON \`labels_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_cta_parent_id_idx\` ON \`labels_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_cta_path_idx\` ON \`labels_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_note\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_note_order_idx\` ON \`labels_note\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_note_parent_id_idx\` ON \`labels_note\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_note_path_idx\` ON \`labels_note\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_video\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_video_order_idx\` ON \`labels_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_video_parent_id_idx\` ON \`labels_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_video_path_idx\` ON \`labels_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_refs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text DEFAULT 'Onze verhalen',
  	\`block_subtitle\` text DEFAULT 'Ervaringen van professionals',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_refs_order_idx\` ON \`labels_refs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_refs_parent_id_idx\` ON \`labels_refs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_refs_path_idx\` ON \`labels_refs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_lbl\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_lbl_order_idx\` ON \`labels_lbl\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_lbl_parent_id_idx\` ON \`labels_lbl\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_lbl_path_idx\` ON \`labels_lbl\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_usp_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_number\` text,
  	\`block_title_first\` text,
  	\`block_title_second\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels_usp\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_usp_items_order_idx\` ON \`labels_usp_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_usp_items_parent_id_idx\` ON \`labels_usp_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`labels_usp\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_usp_order_idx\` ON \`labels_usp\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_usp_parent_id_idx\` ON \`labels_usp\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_usp_path_idx\` ON \`labels_usp\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`labels_btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_link_type\` text DEFAULT 'entry',
  	\`block_link_url\` text,
  	\`block_link_text\` text,
  	\`block_link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_btn_order_idx\` ON \`labels_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`labels_btn_parent_id_idx\` ON \`labels_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_btn_path_idx\` ON \`labels_btn\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`labels_rels\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`CREATE INDEX \`labels_rels_order_idx\` ON \`labels_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_parent_idx\` ON \`labels_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_path_idx\` ON \`labels_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_pages_id_idx\` ON \`labels_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_news_id_idx\` ON \`labels_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_experiences_id_idx\` ON \`labels_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_success_stories_id_idx\` ON \`labels_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_labels_id_idx\` ON \`labels_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_vacancies_id_idx\` ON \`labels_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_employees_id_idx\` ON \`labels_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`labels_rels_media_id_idx\` ON \`labels_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_faq_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_faq_v_order_idx\` ON \`__labels_v_faq_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_faq_v_parent_id_idx\` ON \`__labels_v_faq_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_faq_v_path_idx\` ON \`__labels_v_faq_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_roadmap_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_label\` text,
  	\`title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_roadmap_v_order_idx\` ON \`__labels_v_roadmap_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_roadmap_v_parent_id_idx\` ON \`__labels_v_roadmap_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_roadmap_v_path_idx\` ON \`__labels_v_roadmap_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_team_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_team_v_order_idx\` ON \`__labels_v_team_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_team_v_parent_id_idx\` ON \`__labels_v_team_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_team_v_path_idx\` ON \`__labels_v_team_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_text_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_text_v_order_idx\` ON \`__labels_v_text_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_text_v_parent_id_idx\` ON \`__labels_v_text_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_text_v_path_idx\` ON \`__labels_v_text_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_quote_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_quote_v_order_idx\` ON \`__labels_v_quote_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_quote_v_parent_id_idx\` ON \`__labels_v_quote_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_quote_v_path_idx\` ON \`__labels_v_quote_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_imgs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_imgs_v_order_idx\` ON \`__labels_v_imgs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_imgs_v_parent_id_idx\` ON \`__labels_v_imgs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_imgs_v_path_idx\` ON \`__labels_v_imgs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_clients_v\` (
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
  await db.run(sql`CREATE INDEX \`__labels_v_clients_v_order_idx\` ON \`__labels_v_clients_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_clients_v_parent_id_idx\` ON \`__labels_v_clients_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_clients_v_path_idx\` ON \`__labels_v_clients_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_cta_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_cta_v_order_idx\` ON \`__labels_v_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_cta_v_parent_id_idx\` ON \`__labels_v_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_cta_v_path_idx\` ON \`__labels_v_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_note_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_note_v_order_idx\` ON \`__labels_v_note_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_note_v_parent_id_idx\` ON \`__labels_v_note_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_note_v_path_idx\` ON \`__labels_v_note_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_video_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_video\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_video_v_order_idx\` ON \`__labels_v_video_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_video_v_parent_id_idx\` ON \`__labels_v_video_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_video_v_path_idx\` ON \`__labels_v_video_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_refs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text DEFAULT 'Onze verhalen',
  	\`block_subtitle\` text DEFAULT 'Ervaringen van professionals',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_refs_v_order_idx\` ON \`__labels_v_refs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_refs_v_parent_id_idx\` ON \`__labels_v_refs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_refs_v_path_idx\` ON \`__labels_v_refs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_lbl_v\` (
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
  await db.run(sql`CREATE INDEX \`__labels_v_lbl_v_order_idx\` ON \`__labels_v_lbl_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_lbl_v_parent_id_idx\` ON \`__labels_v_lbl_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_lbl_v_path_idx\` ON \`__labels_v_lbl_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_usp_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_number\` text,
  	\`block_title_first\` text,
  	\`block_title_second\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__labels_v_usp_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_usp_v_items_order_idx\` ON \`__labels_v_usp_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_usp_v_items_parent_id_idx\` ON \`__labels_v_usp_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_usp_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_usp_v_order_idx\` ON \`__labels_v_usp_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_usp_v_parent_id_idx\` ON \`__labels_v_usp_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_usp_v_path_idx\` ON \`__labels_v_usp_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__labels_v_btn_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__labels_v_btn_v_order_idx\` ON \`__labels_v_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_btn_v_parent_id_idx\` ON \`__labels_v_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__labels_v_btn_v_path_idx\` ON \`__labels_v_btn_v\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`_labels_v_rels\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`CREATE INDEX \`_labels_v_rels_order_idx\` ON \`_labels_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_parent_idx\` ON \`_labels_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_path_idx\` ON \`_labels_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_pages_id_idx\` ON \`_labels_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_news_id_idx\` ON \`_labels_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_experiences_id_idx\` ON \`_labels_v_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_success_stories_id_idx\` ON \`_labels_v_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_labels_id_idx\` ON \`_labels_v_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_vacancies_id_idx\` ON \`_labels_v_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_employees_id_idx\` ON \`_labels_v_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_rels_media_id_idx\` ON \`_labels_v_rels\` (\`media_id\`);`)
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
  await db.run(sql`CREATE TABLE \`vacancies_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_text_order_idx\` ON \`vacancies_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_text_parent_id_idx\` ON \`vacancies_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_text_path_idx\` ON \`vacancies_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_quote_order_idx\` ON \`vacancies_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_quote_parent_id_idx\` ON \`vacancies_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_quote_path_idx\` ON \`vacancies_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_imgs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_imgs_order_idx\` ON \`vacancies_imgs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_imgs_parent_id_idx\` ON \`vacancies_imgs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_imgs_path_idx\` ON \`vacancies_imgs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_link_type\` text DEFAULT 'entry',
  	\`block_link_url\` text,
  	\`block_link_text\` text,
  	\`block_link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_btn_order_idx\` ON \`vacancies_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_btn_parent_id_idx\` ON \`vacancies_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_btn_path_idx\` ON \`vacancies_btn\` (\`_path\`);`)
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
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sector_groups_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`function_groups_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_rels_order_idx\` ON \`vacancies_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_parent_idx\` ON \`vacancies_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_path_idx\` ON \`vacancies_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_sector_groups_id_idx\` ON \`vacancies_rels\` (\`sector_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_function_groups_id_idx\` ON \`vacancies_rels\` (\`function_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_media_id_idx\` ON \`vacancies_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_pages_id_idx\` ON \`vacancies_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_news_id_idx\` ON \`vacancies_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_experiences_id_idx\` ON \`vacancies_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_success_stories_id_idx\` ON \`vacancies_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_labels_id_idx\` ON \`vacancies_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_rels_vacancies_id_idx\` ON \`vacancies_rels\` (\`vacancies_id\`);`)
  await db.run(sql`CREATE TABLE \`__vacancies_v_text_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_title\` text,
  	\`block_content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__vacancies_v_text_v_order_idx\` ON \`__vacancies_v_text_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__vacancies_v_text_v_parent_id_idx\` ON \`__vacancies_v_text_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__vacancies_v_text_v_path_idx\` ON \`__vacancies_v_text_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__vacancies_v_quote_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_content\` text,
  	\`block_name\` text,
  	\`block_subtitle\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__vacancies_v_quote_v_order_idx\` ON \`__vacancies_v_quote_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__vacancies_v_quote_v_parent_id_idx\` ON \`__vacancies_v_quote_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__vacancies_v_quote_v_path_idx\` ON \`__vacancies_v_quote_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__vacancies_v_imgs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__vacancies_v_imgs_v_order_idx\` ON \`__vacancies_v_imgs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__vacancies_v_imgs_v_parent_id_idx\` ON \`__vacancies_v_imgs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__vacancies_v_imgs_v_path_idx\` ON \`__vacancies_v_imgs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__vacancies_v_btn_v\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__vacancies_v_btn_v_order_idx\` ON \`__vacancies_v_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__vacancies_v_btn_v_parent_id_idx\` ON \`__vacancies_v_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__vacancies_v_btn_v_path_idx\` ON \`__vacancies_v_btn_v\` (\`_path\`);`)
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
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`news_id\` integer,
  	\`experiences_id\` integer,
  	\`success_stories_id\` integer,
  	\`labels_id\` integer,
  	\`vacancies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sector_groups_id\`) REFERENCES \`sector_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`function_groups_id\`) REFERENCES \`function_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiences_id\`) REFERENCES \`experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacancies_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_order_idx\` ON \`_vacancies_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_parent_idx\` ON \`_vacancies_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_path_idx\` ON \`_vacancies_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_sector_groups_id_idx\` ON \`_vacancies_v_rels\` (\`sector_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_function_groups_id_idx\` ON \`_vacancies_v_rels\` (\`function_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_media_id_idx\` ON \`_vacancies_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_pages_id_idx\` ON \`_vacancies_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_news_id_idx\` ON \`_vacancies_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_experiences_id_idx\` ON \`_vacancies_v_rels\` (\`experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_success_stories_id_idx\` ON \`_vacancies_v_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_labels_id_idx\` ON \`_vacancies_v_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_rels_vacancies_id_idx\` ON \`_vacancies_v_rels\` (\`vacancies_id\`);`)
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
  	\`prefix\` text DEFAULT 'media',
  	\`_objectkey\` text,
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
  	\`prefix\` text DEFAULT 'application-files',
  	\`_objectkey\` text,
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
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_roadmap\`;`)
  await db.run(sql`DROP TABLE \`pages_team\`;`)
  await db.run(sql`DROP TABLE \`pages_text\`;`)
  await db.run(sql`DROP TABLE \`pages_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_imgs\`;`)
  await db.run(sql`DROP TABLE \`pages_clients\`;`)
  await db.run(sql`DROP TABLE \`pages_cta\`;`)
  await db.run(sql`DROP TABLE \`pages_note\`;`)
  await db.run(sql`DROP TABLE \`pages_video\`;`)
  await db.run(sql`DROP TABLE \`pages_refs\`;`)
  await db.run(sql`DROP TABLE \`pages_lbl\`;`)
  await db.run(sql`DROP TABLE \`pages_usp_items\`;`)
  await db.run(sql`DROP TABLE \`pages_usp\`;`)
  await db.run(sql`DROP TABLE \`pages_btn\`;`)
  await db.run(sql`DROP TABLE \`pages_specialisms\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_faq_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_roadmap_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_team_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_text_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_quote_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_imgs_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_clients_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_cta_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_note_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_video_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_refs_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_lbl_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_usp_v_items\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_usp_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_specialisms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`news_text\`;`)
  await db.run(sql`DROP TABLE \`news_quote\`;`)
  await db.run(sql`DROP TABLE \`news_imgs\`;`)
  await db.run(sql`DROP TABLE \`news_btn\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`__news_v_text_v\`;`)
  await db.run(sql`DROP TABLE \`__news_v_quote_v\`;`)
  await db.run(sql`DROP TABLE \`__news_v_imgs_v\`;`)
  await db.run(sql`DROP TABLE \`__news_v_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`subjects\`;`)
  await db.run(sql`DROP TABLE \`experiences_text\`;`)
  await db.run(sql`DROP TABLE \`experiences_quote\`;`)
  await db.run(sql`DROP TABLE \`experiences_imgs\`;`)
  await db.run(sql`DROP TABLE \`experiences_btn\`;`)
  await db.run(sql`DROP TABLE \`experiences\`;`)
  await db.run(sql`DROP TABLE \`experiences_rels\`;`)
  await db.run(sql`DROP TABLE \`__experiences_v_text_v\`;`)
  await db.run(sql`DROP TABLE \`__experiences_v_quote_v\`;`)
  await db.run(sql`DROP TABLE \`__experiences_v_imgs_v\`;`)
  await db.run(sql`DROP TABLE \`__experiences_v_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_experiences_v\`;`)
  await db.run(sql`DROP TABLE \`_experiences_v_rels\`;`)
  await db.run(sql`DROP TABLE \`phases\`;`)
  await db.run(sql`DROP TABLE \`success_stories_text\`;`)
  await db.run(sql`DROP TABLE \`success_stories_quote\`;`)
  await db.run(sql`DROP TABLE \`success_stories_imgs\`;`)
  await db.run(sql`DROP TABLE \`success_stories_btn\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories_rels\`;`)
  await db.run(sql`DROP TABLE \`__success_stories_v_text_v\`;`)
  await db.run(sql`DROP TABLE \`__success_stories_v_quote_v\`;`)
  await db.run(sql`DROP TABLE \`__success_stories_v_imgs_v\`;`)
  await db.run(sql`DROP TABLE \`__success_stories_v_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_rels\`;`)
  await db.run(sql`DROP TABLE \`labels_faq\`;`)
  await db.run(sql`DROP TABLE \`labels_roadmap\`;`)
  await db.run(sql`DROP TABLE \`labels_team\`;`)
  await db.run(sql`DROP TABLE \`labels_text\`;`)
  await db.run(sql`DROP TABLE \`labels_quote\`;`)
  await db.run(sql`DROP TABLE \`labels_imgs\`;`)
  await db.run(sql`DROP TABLE \`labels_clients\`;`)
  await db.run(sql`DROP TABLE \`labels_cta\`;`)
  await db.run(sql`DROP TABLE \`labels_note\`;`)
  await db.run(sql`DROP TABLE \`labels_video\`;`)
  await db.run(sql`DROP TABLE \`labels_refs\`;`)
  await db.run(sql`DROP TABLE \`labels_lbl\`;`)
  await db.run(sql`DROP TABLE \`labels_usp_items\`;`)
  await db.run(sql`DROP TABLE \`labels_usp\`;`)
  await db.run(sql`DROP TABLE \`labels_btn\`;`)
  await db.run(sql`DROP TABLE \`labels\`;`)
  await db.run(sql`DROP TABLE \`labels_rels\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_faq_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_roadmap_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_team_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_text_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_quote_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_imgs_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_clients_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_cta_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_note_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_video_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_refs_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_lbl_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_usp_v_items\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_usp_v\`;`)
  await db.run(sql`DROP TABLE \`__labels_v_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_labels_v\`;`)
  await db.run(sql`DROP TABLE \`_labels_v_rels\`;`)
  await db.run(sql`DROP TABLE \`employees\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`vacancies_text\`;`)
  await db.run(sql`DROP TABLE \`vacancies_quote\`;`)
  await db.run(sql`DROP TABLE \`vacancies_imgs\`;`)
  await db.run(sql`DROP TABLE \`vacancies_btn\`;`)
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies_texts\`;`)
  await db.run(sql`DROP TABLE \`vacancies_rels\`;`)
  await db.run(sql`DROP TABLE \`__vacancies_v_text_v\`;`)
  await db.run(sql`DROP TABLE \`__vacancies_v_quote_v\`;`)
  await db.run(sql`DROP TABLE \`__vacancies_v_imgs_v\`;`)
  await db.run(sql`DROP TABLE \`__vacancies_v_btn_v\`;`)
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
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
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
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
}

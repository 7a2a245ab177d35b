import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_team_block_employee_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_pages_cta_block_button_primary_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_pages_cta_block_button_secondary_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_pages_btn_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_pages_specialisms_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('home', 'advanced', 'simple', 'contact', 'businessContact', 'application', 'vacanciesIndex', 'blogIndex', 'experiencesIndex', 'successStoriesIndex', 'labelsIndex', 'teamIndex');
  CREATE TYPE "public"."enum_pages_keyvisual_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_button_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_pages_link_text_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_pages_learn_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___pages_v_team_v_block_employee_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum___pages_v_cta_v_block_button_primary_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum___pages_v_cta_v_block_button_secondary_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum___pages_v_btn_v_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__pages_v_version_specialisms_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('home', 'advanced', 'simple', 'contact', 'businessContact', 'application', 'vacanciesIndex', 'blogIndex', 'experiencesIndex', 'successStoriesIndex', 'labelsIndex', 'teamIndex');
  CREATE TYPE "public"."enum__pages_v_version_keyvisual_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_button_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__pages_v_version_link_text_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__pages_v_version_learn_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_btn_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___news_v_btn_v_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_experiences_btn_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_experiences_phase_color" AS ENUM('purple', 'blue');
  CREATE TYPE "public"."enum_experiences_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___experiences_v_btn_v_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__experiences_v_version_phase_color" AS ENUM('purple', 'blue');
  CREATE TYPE "public"."enum__experiences_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_success_stories_btn_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_success_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___success_stories_v_btn_v_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__success_stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_labels_team_block_employee_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_labels_cta_block_button_primary_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_labels_cta_block_button_secondary_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_labels_btn_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_labels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___labels_v_team_v_block_employee_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum___labels_v_cta_v_block_button_primary_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum___labels_v_cta_v_block_button_secondary_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum___labels_v_btn_v_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__labels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_vacancies_btn_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_vacancies_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'TEMPORARY', 'CONTRACTOR', 'INTERN');
  CREATE TYPE "public"."enum_vacancies_salary_unit" AS ENUM('HOUR', 'MONTH', 'YEAR');
  CREATE TYPE "public"."enum_vacancies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___vacancies_v_btn_v_block_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum__vacancies_v_version_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'TEMPORARY', 'CONTRACTOR', 'INTERN');
  CREATE TYPE "public"."enum__vacancies_v_version_salary_unit" AS ENUM('HOUR', 'MONTH', 'YEAR');
  CREATE TYPE "public"."enum__vacancies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'inProgress', 'closed');
  CREATE TYPE "public"."enum_applications_gender" AS ENUM('m', 'v');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'inProgress', 'closed');
  CREATE TYPE "public"."enum_contact_messages_kind" AS ENUM('person', 'business');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'deleteExpiredApplications', 'importVacancyFeed');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'deleteExpiredApplications', 'importVacancyFeed');
  CREATE TYPE "public"."enum_navigation_items_children_link_text_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_navigation_items_link_text_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_footer_cta_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_footer_privacy_link_type" AS ENUM('entry', 'custom');
  CREATE TYPE "public"."enum_footer_terms_link_type" AS ENUM('entry', 'custom');
  CREATE TABLE "pages_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_roadmap" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_label" varchar,
  	"title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_tag" varchar,
  	"block_header" varchar,
  	"block_employee_link_type" "enum_pages_team_block_employee_link_type" DEFAULT 'entry',
  	"block_employee_link_url" varchar,
  	"block_employee_link_text" varchar,
  	"block_employee_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar
  );
  
  CREATE TABLE "pages_imgs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" varchar,
  	"block_button_primary_type" "enum_pages_cta_block_button_primary_type" DEFAULT 'entry',
  	"block_button_primary_url" varchar,
  	"block_button_primary_text" varchar,
  	"block_button_primary_new_tab" boolean DEFAULT false,
  	"block_button_secondary_type" "enum_pages_cta_block_button_secondary_type" DEFAULT 'entry',
  	"block_button_secondary_url" varchar,
  	"block_button_secondary_text" varchar,
  	"block_button_secondary_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_note" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_video" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_refs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar DEFAULT 'Onze verhalen',
  	"block_subtitle" varchar DEFAULT 'Ervaringen van professionals',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_lbl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_usp_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_number" varchar,
  	"block_title_first" varchar,
  	"block_title_second" varchar
  );
  
  CREATE TABLE "pages_usp" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_link_type" "enum_pages_btn_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_specialisms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_specialisms_link_type" DEFAULT 'entry',
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"uri" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"page_type" "enum_pages_page_type" DEFAULT 'advanced',
  	"subtitle" varchar,
  	"keyvisual_title" varchar,
  	"keyvisual_content" varchar,
  	"keyvisual_color" "enum_pages_keyvisual_color" DEFAULT 'light',
  	"keyvisual_image_id" integer,
  	"button_link_type" "enum_pages_button_link_type" DEFAULT 'entry',
  	"button_link_url" varchar,
  	"button_link_text" varchar,
  	"button_link_new_tab" boolean DEFAULT false,
  	"link_text_type" "enum_pages_link_text_type" DEFAULT 'entry',
  	"link_text_url" varchar,
  	"link_text_text" varchar,
  	"link_text_new_tab" boolean DEFAULT false,
  	"learn_subtitle" varchar,
  	"learn_title_col1" varchar,
  	"learn_title_col2" varchar,
  	"learn_description" varchar,
  	"learn_link_type" "enum_pages_learn_link_type" DEFAULT 'entry',
  	"learn_link_url" varchar,
  	"learn_link_text" varchar,
  	"learn_link_new_tab" boolean DEFAULT false,
  	"form_exit_page_id" integer,
  	"thank_you_title" varchar,
  	"thank_you_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer,
  	"employees_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "__pages_v_faq_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_roadmap_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_label" varchar,
  	"title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_team_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_tag" varchar,
  	"block_header" varchar,
  	"block_employee_link_type" "enum___pages_v_team_v_block_employee_link_type" DEFAULT 'entry',
  	"block_employee_link_url" varchar,
  	"block_employee_link_text" varchar,
  	"block_employee_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_text_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_quote_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_imgs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_clients_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" varchar,
  	"block_button_primary_type" "enum___pages_v_cta_v_block_button_primary_type" DEFAULT 'entry',
  	"block_button_primary_url" varchar,
  	"block_button_primary_text" varchar,
  	"block_button_primary_new_tab" boolean DEFAULT false,
  	"block_button_secondary_type" "enum___pages_v_cta_v_block_button_secondary_type" DEFAULT 'entry',
  	"block_button_secondary_url" varchar,
  	"block_button_secondary_text" varchar,
  	"block_button_secondary_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_note_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_video_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_video" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_refs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar DEFAULT 'Onze verhalen',
  	"block_subtitle" varchar DEFAULT 'Ervaringen van professionals',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_lbl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_usp_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_number" varchar,
  	"block_title_first" varchar,
  	"block_title_second" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_usp_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_link_type" "enum___pages_v_btn_v_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_specialisms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_v_version_specialisms_link_type" DEFAULT 'entry',
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_uri" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_page_type" "enum__pages_v_version_page_type" DEFAULT 'advanced',
  	"version_subtitle" varchar,
  	"version_keyvisual_title" varchar,
  	"version_keyvisual_content" varchar,
  	"version_keyvisual_color" "enum__pages_v_version_keyvisual_color" DEFAULT 'light',
  	"version_keyvisual_image_id" integer,
  	"version_button_link_type" "enum__pages_v_version_button_link_type" DEFAULT 'entry',
  	"version_button_link_url" varchar,
  	"version_button_link_text" varchar,
  	"version_button_link_new_tab" boolean DEFAULT false,
  	"version_link_text_type" "enum__pages_v_version_link_text_type" DEFAULT 'entry',
  	"version_link_text_url" varchar,
  	"version_link_text_text" varchar,
  	"version_link_text_new_tab" boolean DEFAULT false,
  	"version_learn_subtitle" varchar,
  	"version_learn_title_col1" varchar,
  	"version_learn_title_col2" varchar,
  	"version_learn_description" varchar,
  	"version_learn_link_type" "enum__pages_v_version_learn_link_type" DEFAULT 'entry',
  	"version_learn_link_url" varchar,
  	"version_learn_link_text" varchar,
  	"version_learn_link_new_tab" boolean DEFAULT false,
  	"version_form_exit_page_id" integer,
  	"version_thank_you_title" varchar,
  	"version_thank_you_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer,
  	"employees_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "news_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar
  );
  
  CREATE TABLE "news_imgs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "news_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_link_type" "enum_news_btn_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"uri" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"intro" varchar,
  	"keyvisual_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"subjects_id" integer,
  	"media_id" integer,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "__news_v_text_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__news_v_quote_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__news_v_imgs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__news_v_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_link_type" "enum___news_v_btn_v_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_uri" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_intro" varchar,
  	"version_keyvisual_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"subjects_id" integer,
  	"media_id" integer,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "subjects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "experiences_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiences_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar
  );
  
  CREATE TABLE "experiences_imgs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiences_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_link_type" "enum_experiences_btn_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"uri" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"phase_id" integer,
  	"phase_color" "enum_experiences_phase_color" DEFAULT 'purple',
  	"success_quote" varchar,
  	"keyvisual_content" varchar,
  	"keyvisual_image_id" integer,
  	"pattern_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_experiences_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "experiences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "__experiences_v_text_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__experiences_v_quote_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__experiences_v_imgs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__experiences_v_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_link_type" "enum___experiences_v_btn_v_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_experiences_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_uri" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_phase_id" integer,
  	"version_phase_color" "enum__experiences_v_version_phase_color" DEFAULT 'purple',
  	"version_success_quote" varchar,
  	"version_keyvisual_content" varchar,
  	"version_keyvisual_image_id" integer,
  	"version_pattern_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__experiences_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_experiences_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "phases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "success_stories_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "success_stories_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar
  );
  
  CREATE TABLE "success_stories_imgs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "success_stories_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_link_type" "enum_success_stories_btn_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "success_stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"uri" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"keyvisual_content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_success_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "success_stories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "__success_stories_v_text_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__success_stories_v_quote_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__success_stories_v_imgs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__success_stories_v_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_link_type" "enum___success_stories_v_btn_v_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_success_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_uri" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_keyvisual_content" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__success_stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_success_stories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "labels_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_roadmap" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_label" varchar,
  	"title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_tag" varchar,
  	"block_header" varchar,
  	"block_employee_link_type" "enum_labels_team_block_employee_link_type" DEFAULT 'entry',
  	"block_employee_link_url" varchar,
  	"block_employee_link_text" varchar,
  	"block_employee_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar
  );
  
  CREATE TABLE "labels_imgs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" varchar,
  	"block_button_primary_type" "enum_labels_cta_block_button_primary_type" DEFAULT 'entry',
  	"block_button_primary_url" varchar,
  	"block_button_primary_text" varchar,
  	"block_button_primary_new_tab" boolean DEFAULT false,
  	"block_button_secondary_type" "enum_labels_cta_block_button_secondary_type" DEFAULT 'entry',
  	"block_button_secondary_url" varchar,
  	"block_button_secondary_text" varchar,
  	"block_button_secondary_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_note" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_video" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_refs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar DEFAULT 'Onze verhalen',
  	"block_subtitle" varchar DEFAULT 'Ervaringen van professionals',
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_lbl" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_usp_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_number" varchar,
  	"block_title_first" varchar,
  	"block_title_second" varchar
  );
  
  CREATE TABLE "labels_usp" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_link_type" "enum_labels_btn_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"uri" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"label_title" varchar,
  	"label_intro" varchar,
  	"label_logo_id" integer,
  	"label_logo_white_id" integer,
  	"label_background_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_labels_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "labels_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer,
  	"employees_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "__labels_v_faq_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_roadmap_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_label" varchar,
  	"title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_team_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_tag" varchar,
  	"block_header" varchar,
  	"block_employee_link_type" "enum___labels_v_team_v_block_employee_link_type" DEFAULT 'entry',
  	"block_employee_link_url" varchar,
  	"block_employee_link_text" varchar,
  	"block_employee_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_text_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_quote_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__labels_v_imgs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_clients_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" varchar,
  	"block_button_primary_type" "enum___labels_v_cta_v_block_button_primary_type" DEFAULT 'entry',
  	"block_button_primary_url" varchar,
  	"block_button_primary_text" varchar,
  	"block_button_primary_new_tab" boolean DEFAULT false,
  	"block_button_secondary_type" "enum___labels_v_cta_v_block_button_secondary_type" DEFAULT 'entry',
  	"block_button_secondary_url" varchar,
  	"block_button_secondary_text" varchar,
  	"block_button_secondary_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_note_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_video_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_video" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_refs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar DEFAULT 'Onze verhalen',
  	"block_subtitle" varchar DEFAULT 'Ervaringen van professionals',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_lbl_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_usp_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_number" varchar,
  	"block_title_first" varchar,
  	"block_title_second" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__labels_v_usp_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_link_type" "enum___labels_v_btn_v_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_labels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_uri" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_label_title" varchar,
  	"version_label_intro" varchar,
  	"version_label_logo_id" integer,
  	"version_label_logo_white_id" integer,
  	"version_label_background_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__labels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_labels_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer,
  	"employees_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "employees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"team_function" varchar NOT NULL,
  	"text" varchar,
  	"linkedin_url" varchar,
  	"team_image_id" integer NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"location_city" varchar NOT NULL,
  	"location_address" varchar NOT NULL,
  	"location_zip_code" varchar NOT NULL,
  	"location_phone" varchar,
  	"location_image_id" integer NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vacancies_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "vacancies_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar
  );
  
  CREATE TABLE "vacancies_imgs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "vacancies_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_link_type" "enum_vacancies_btn_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "vacancies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"uri" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"vacancy_company" varchar,
  	"vacancy_category" varchar,
  	"vacancy_location" varchar,
  	"vacancy_province" varchar,
  	"vacancy_hours" varchar,
  	"vacancy_reference" varchar,
  	"vacancy_link" varchar,
  	"first_sector_group_id" integer,
  	"first_function_group_id" integer,
  	"date_posted" timestamp(3) with time zone,
  	"valid_through" timestamp(3) with time zone,
  	"employment_type" "enum_vacancies_employment_type" DEFAULT 'FULL_TIME',
  	"salary_min" numeric,
  	"salary_max" numeric,
  	"salary_unit" "enum_vacancies_salary_unit" DEFAULT 'MONTH',
  	"external_id" varchar,
  	"intro" varchar,
  	"content_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_vacancies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "vacancies_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "vacancies_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sector_groups_id" integer,
  	"function_groups_id" integer,
  	"media_id" integer,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "__vacancies_v_text_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__vacancies_v_quote_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_content" varchar,
  	"block_name" varchar,
  	"block_subtitle" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__vacancies_v_imgs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__vacancies_v_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_link_type" "enum___vacancies_v_btn_v_block_link_type" DEFAULT 'entry',
  	"block_link_url" varchar,
  	"block_link_text" varchar,
  	"block_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_vacancies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_uri" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_vacancy_company" varchar,
  	"version_vacancy_category" varchar,
  	"version_vacancy_location" varchar,
  	"version_vacancy_province" varchar,
  	"version_vacancy_hours" varchar,
  	"version_vacancy_reference" varchar,
  	"version_vacancy_link" varchar,
  	"version_first_sector_group_id" integer,
  	"version_first_function_group_id" integer,
  	"version_date_posted" timestamp(3) with time zone,
  	"version_valid_through" timestamp(3) with time zone,
  	"version_employment_type" "enum__vacancies_v_version_employment_type" DEFAULT 'FULL_TIME',
  	"version_salary_min" numeric,
  	"version_salary_max" numeric,
  	"version_salary_unit" "enum__vacancies_v_version_salary_unit" DEFAULT 'MONTH',
  	"version_external_id" varchar,
  	"version_intro" varchar,
  	"version_content_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__vacancies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_vacancies_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_vacancies_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sector_groups_id" integer,
  	"function_groups_id" integer,
  	"media_id" integer,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "sector_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "function_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"prefix" varchar DEFAULT 'media',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w375_url" varchar,
  	"sizes_w375_width" numeric,
  	"sizes_w375_height" numeric,
  	"sizes_w375_mime_type" varchar,
  	"sizes_w375_filesize" numeric,
  	"sizes_w375_filename" varchar,
  	"sizes_w500_url" varchar,
  	"sizes_w500_width" numeric,
  	"sizes_w500_height" numeric,
  	"sizes_w500_mime_type" varchar,
  	"sizes_w500_filesize" numeric,
  	"sizes_w500_filename" varchar,
  	"sizes_w600_url" varchar,
  	"sizes_w600_width" numeric,
  	"sizes_w600_height" numeric,
  	"sizes_w600_mime_type" varchar,
  	"sizes_w600_filesize" numeric,
  	"sizes_w600_filename" varchar,
  	"sizes_w1024_url" varchar,
  	"sizes_w1024_width" numeric,
  	"sizes_w1024_height" numeric,
  	"sizes_w1024_mime_type" varchar,
  	"sizes_w1024_filesize" numeric,
  	"sizes_w1024_filename" varchar
  );
  
  CREATE TABLE "application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'application-files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'new' NOT NULL,
  	"gender" "enum_applications_gender",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email_address" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"message" varchar,
  	"vacancy_id" integer,
  	"application_c_v_id" integer,
  	"application_motivation_id" integer,
  	"consent" boolean DEFAULT false,
  	"closed_at" timestamp(3) with time zone,
  	"delete_after" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"kind" "enum_contact_messages_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"business_name" varchar,
  	"email" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"news_id" integer,
  	"subjects_id" integer,
  	"experiences_id" integer,
  	"phases_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"employees_id" integer,
  	"locations_id" integer,
  	"vacancies_id" integer,
  	"sector_groups_id" integer,
  	"function_groups_id" integer,
  	"media_id" integer,
  	"application_files_id" integer,
  	"applications_id" integer,
  	"contact_messages_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text_type" "enum_navigation_items_children_link_text_type" DEFAULT 'entry',
  	"link_text_url" varchar,
  	"link_text_text" varchar NOT NULL,
  	"link_text_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_text_type" "enum_navigation_items_link_text_type" DEFAULT 'entry',
  	"link_text_url" varchar,
  	"link_text_text" varchar NOT NULL,
  	"link_text_new_tab" boolean DEFAULT false,
  	"two_columns" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "navigation_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_title" varchar NOT NULL,
  	"cta_text" varchar,
  	"cta_link_type" "enum_footer_cta_link_type" DEFAULT 'entry',
  	"cta_link_url" varchar,
  	"cta_link_text" varchar,
  	"cta_link_new_tab" boolean DEFAULT false,
  	"linkedin_url" varchar,
  	"instagram_url" varchar,
  	"privacy_link_type" "enum_footer_privacy_link_type" DEFAULT 'entry',
  	"privacy_link_url" varchar,
  	"privacy_link_text" varchar,
  	"privacy_link_new_tab" boolean DEFAULT false,
  	"terms_link_type" "enum_footer_terms_link_type" DEFAULT 'entry',
  	"terms_link_url" varchar,
  	"terms_link_text" varchar,
  	"terms_link_new_tab" boolean DEFAULT false,
  	"agency_credit_text" varchar,
  	"agency_credit_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"news_id" integer,
  	"experiences_id" integer,
  	"success_stories_id" integer,
  	"labels_id" integer,
  	"vacancies_id" integer
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar NOT NULL,
  	"tagline" varchar,
  	"logo_id" integer,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"notification_email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_faq" ADD CONSTRAINT "pages_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_roadmap" ADD CONSTRAINT "pages_roadmap_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_team" ADD CONSTRAINT "pages_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_text" ADD CONSTRAINT "pages_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_quote" ADD CONSTRAINT "pages_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_imgs" ADD CONSTRAINT "pages_imgs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_clients" ADD CONSTRAINT "pages_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_cta" ADD CONSTRAINT "pages_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_note" ADD CONSTRAINT "pages_note_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_video" ADD CONSTRAINT "pages_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_refs" ADD CONSTRAINT "pages_refs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_lbl" ADD CONSTRAINT "pages_lbl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_usp_items" ADD CONSTRAINT "pages_usp_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_usp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_usp" ADD CONSTRAINT "pages_usp_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_btn" ADD CONSTRAINT "pages_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_specialisms" ADD CONSTRAINT "pages_specialisms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_specialisms" ADD CONSTRAINT "pages_specialisms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_keyvisual_image_id_media_id_fk" FOREIGN KEY ("keyvisual_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_form_exit_page_id_pages_id_fk" FOREIGN KEY ("form_exit_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_faq_v" ADD CONSTRAINT "__pages_v_faq_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_roadmap_v" ADD CONSTRAINT "__pages_v_roadmap_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_team_v" ADD CONSTRAINT "__pages_v_team_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_text_v" ADD CONSTRAINT "__pages_v_text_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_quote_v" ADD CONSTRAINT "__pages_v_quote_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_imgs_v" ADD CONSTRAINT "__pages_v_imgs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_clients_v" ADD CONSTRAINT "__pages_v_clients_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_cta_v" ADD CONSTRAINT "__pages_v_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_note_v" ADD CONSTRAINT "__pages_v_note_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_video_v" ADD CONSTRAINT "__pages_v_video_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_refs_v" ADD CONSTRAINT "__pages_v_refs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_lbl_v" ADD CONSTRAINT "__pages_v_lbl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_usp_v_items" ADD CONSTRAINT "__pages_v_usp_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_usp_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_usp_v" ADD CONSTRAINT "__pages_v_usp_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_btn_v" ADD CONSTRAINT "__pages_v_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_specialisms" ADD CONSTRAINT "_pages_v_version_specialisms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_specialisms" ADD CONSTRAINT "_pages_v_version_specialisms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_keyvisual_image_id_media_id_fk" FOREIGN KEY ("version_keyvisual_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_form_exit_page_id_pages_id_fk" FOREIGN KEY ("version_form_exit_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_text" ADD CONSTRAINT "news_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_quote" ADD CONSTRAINT "news_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_imgs" ADD CONSTRAINT "news_imgs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_btn" ADD CONSTRAINT "news_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_keyvisual_image_id_media_id_fk" FOREIGN KEY ("keyvisual_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_subjects_fk" FOREIGN KEY ("subjects_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__news_v_text_v" ADD CONSTRAINT "__news_v_text_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__news_v_quote_v" ADD CONSTRAINT "__news_v_quote_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__news_v_imgs_v" ADD CONSTRAINT "__news_v_imgs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__news_v_btn_v" ADD CONSTRAINT "__news_v_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_keyvisual_image_id_media_id_fk" FOREIGN KEY ("version_keyvisual_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_subjects_fk" FOREIGN KEY ("subjects_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_text" ADD CONSTRAINT "experiences_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_quote" ADD CONSTRAINT "experiences_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_imgs" ADD CONSTRAINT "experiences_imgs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_btn" ADD CONSTRAINT "experiences_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences" ADD CONSTRAINT "experiences_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences" ADD CONSTRAINT "experiences_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences" ADD CONSTRAINT "experiences_keyvisual_image_id_media_id_fk" FOREIGN KEY ("keyvisual_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences" ADD CONSTRAINT "experiences_pattern_id_media_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_rels" ADD CONSTRAINT "experiences_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__experiences_v_text_v" ADD CONSTRAINT "__experiences_v_text_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__experiences_v_quote_v" ADD CONSTRAINT "__experiences_v_quote_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__experiences_v_imgs_v" ADD CONSTRAINT "__experiences_v_imgs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__experiences_v_btn_v" ADD CONSTRAINT "__experiences_v_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_parent_id_experiences_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_version_phase_id_phases_id_fk" FOREIGN KEY ("version_phase_id") REFERENCES "public"."phases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_version_keyvisual_image_id_media_id_fk" FOREIGN KEY ("version_keyvisual_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_version_pattern_id_media_id_fk" FOREIGN KEY ("version_pattern_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_rels" ADD CONSTRAINT "_experiences_v_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_text" ADD CONSTRAINT "success_stories_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_quote" ADD CONSTRAINT "success_stories_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_imgs" ADD CONSTRAINT "success_stories_imgs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_btn" ADD CONSTRAINT "success_stories_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "success_stories_rels" ADD CONSTRAINT "success_stories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_rels" ADD CONSTRAINT "success_stories_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_rels" ADD CONSTRAINT "success_stories_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_rels" ADD CONSTRAINT "success_stories_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_rels" ADD CONSTRAINT "success_stories_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_rels" ADD CONSTRAINT "success_stories_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_rels" ADD CONSTRAINT "success_stories_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_rels" ADD CONSTRAINT "success_stories_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__success_stories_v_text_v" ADD CONSTRAINT "__success_stories_v_text_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__success_stories_v_quote_v" ADD CONSTRAINT "__success_stories_v_quote_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__success_stories_v_imgs_v" ADD CONSTRAINT "__success_stories_v_imgs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__success_stories_v_btn_v" ADD CONSTRAINT "__success_stories_v_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_parent_id_success_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."success_stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v_rels" ADD CONSTRAINT "_success_stories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_rels" ADD CONSTRAINT "_success_stories_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_rels" ADD CONSTRAINT "_success_stories_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_rels" ADD CONSTRAINT "_success_stories_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_rels" ADD CONSTRAINT "_success_stories_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_rels" ADD CONSTRAINT "_success_stories_v_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_rels" ADD CONSTRAINT "_success_stories_v_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_rels" ADD CONSTRAINT "_success_stories_v_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_faq" ADD CONSTRAINT "labels_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_roadmap" ADD CONSTRAINT "labels_roadmap_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_team" ADD CONSTRAINT "labels_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_text" ADD CONSTRAINT "labels_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_quote" ADD CONSTRAINT "labels_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_imgs" ADD CONSTRAINT "labels_imgs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_clients" ADD CONSTRAINT "labels_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_cta" ADD CONSTRAINT "labels_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_note" ADD CONSTRAINT "labels_note_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_video" ADD CONSTRAINT "labels_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_refs" ADD CONSTRAINT "labels_refs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_lbl" ADD CONSTRAINT "labels_lbl_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_usp_items" ADD CONSTRAINT "labels_usp_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels_usp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_usp" ADD CONSTRAINT "labels_usp_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_btn" ADD CONSTRAINT "labels_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels" ADD CONSTRAINT "labels_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "labels" ADD CONSTRAINT "labels_label_logo_id_media_id_fk" FOREIGN KEY ("label_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "labels" ADD CONSTRAINT "labels_label_logo_white_id_media_id_fk" FOREIGN KEY ("label_logo_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "labels" ADD CONSTRAINT "labels_label_background_id_media_id_fk" FOREIGN KEY ("label_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_rels" ADD CONSTRAINT "labels_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_faq_v" ADD CONSTRAINT "__labels_v_faq_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_roadmap_v" ADD CONSTRAINT "__labels_v_roadmap_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_team_v" ADD CONSTRAINT "__labels_v_team_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_text_v" ADD CONSTRAINT "__labels_v_text_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_quote_v" ADD CONSTRAINT "__labels_v_quote_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_imgs_v" ADD CONSTRAINT "__labels_v_imgs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_clients_v" ADD CONSTRAINT "__labels_v_clients_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_cta_v" ADD CONSTRAINT "__labels_v_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_note_v" ADD CONSTRAINT "__labels_v_note_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_video_v" ADD CONSTRAINT "__labels_v_video_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_refs_v" ADD CONSTRAINT "__labels_v_refs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_lbl_v" ADD CONSTRAINT "__labels_v_lbl_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_usp_v_items" ADD CONSTRAINT "__labels_v_usp_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__labels_v_usp_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_usp_v" ADD CONSTRAINT "__labels_v_usp_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_btn_v" ADD CONSTRAINT "__labels_v_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v" ADD CONSTRAINT "_labels_v_parent_id_labels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_labels_v" ADD CONSTRAINT "_labels_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_labels_v" ADD CONSTRAINT "_labels_v_version_label_logo_id_media_id_fk" FOREIGN KEY ("version_label_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_labels_v" ADD CONSTRAINT "_labels_v_version_label_logo_white_id_media_id_fk" FOREIGN KEY ("version_label_logo_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_labels_v" ADD CONSTRAINT "_labels_v_version_label_background_id_media_id_fk" FOREIGN KEY ("version_label_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_rels" ADD CONSTRAINT "_labels_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "employees" ADD CONSTRAINT "employees_team_image_id_media_id_fk" FOREIGN KEY ("team_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_location_image_id_media_id_fk" FOREIGN KEY ("location_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies_text" ADD CONSTRAINT "vacancies_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_quote" ADD CONSTRAINT "vacancies_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_imgs" ADD CONSTRAINT "vacancies_imgs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_btn" ADD CONSTRAINT "vacancies_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_first_sector_group_id_sector_groups_id_fk" FOREIGN KEY ("first_sector_group_id") REFERENCES "public"."sector_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_first_function_group_id_function_groups_id_fk" FOREIGN KEY ("first_function_group_id") REFERENCES "public"."function_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies_texts" ADD CONSTRAINT "vacancies_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_sector_groups_fk" FOREIGN KEY ("sector_groups_id") REFERENCES "public"."sector_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_function_groups_fk" FOREIGN KEY ("function_groups_id") REFERENCES "public"."function_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacancies_rels" ADD CONSTRAINT "vacancies_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__vacancies_v_text_v" ADD CONSTRAINT "__vacancies_v_text_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__vacancies_v_quote_v" ADD CONSTRAINT "__vacancies_v_quote_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__vacancies_v_imgs_v" ADD CONSTRAINT "__vacancies_v_imgs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__vacancies_v_btn_v" ADD CONSTRAINT "__vacancies_v_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_parent_id_vacancies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_first_sector_group_id_sector_groups_id_fk" FOREIGN KEY ("version_first_sector_group_id") REFERENCES "public"."sector_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_first_function_group_id_function_groups_id_fk" FOREIGN KEY ("version_first_function_group_id") REFERENCES "public"."function_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v_texts" ADD CONSTRAINT "_vacancies_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_sector_groups_fk" FOREIGN KEY ("sector_groups_id") REFERENCES "public"."sector_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_function_groups_fk" FOREIGN KEY ("function_groups_id") REFERENCES "public"."function_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_rels" ADD CONSTRAINT "_vacancies_v_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_application_c_v_id_application_files_id_fk" FOREIGN KEY ("application_c_v_id") REFERENCES "public"."application_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_application_motivation_id_application_files_id_fk" FOREIGN KEY ("application_motivation_id") REFERENCES "public"."application_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subjects_fk" FOREIGN KEY ("subjects_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phases_fk" FOREIGN KEY ("phases_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sector_groups_fk" FOREIGN KEY ("sector_groups_id") REFERENCES "public"."sector_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_function_groups_fk" FOREIGN KEY ("function_groups_id") REFERENCES "public"."function_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_files_fk" FOREIGN KEY ("application_files_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_children" ADD CONSTRAINT "navigation_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_experiences_fk" FOREIGN KEY ("experiences_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_faq_order_idx" ON "pages_faq" USING btree ("_order");
  CREATE INDEX "pages_faq_parent_id_idx" ON "pages_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_faq_path_idx" ON "pages_faq" USING btree ("_path");
  CREATE INDEX "pages_roadmap_order_idx" ON "pages_roadmap" USING btree ("_order");
  CREATE INDEX "pages_roadmap_parent_id_idx" ON "pages_roadmap" USING btree ("_parent_id");
  CREATE INDEX "pages_roadmap_path_idx" ON "pages_roadmap" USING btree ("_path");
  CREATE INDEX "pages_team_order_idx" ON "pages_team" USING btree ("_order");
  CREATE INDEX "pages_team_parent_id_idx" ON "pages_team" USING btree ("_parent_id");
  CREATE INDEX "pages_team_path_idx" ON "pages_team" USING btree ("_path");
  CREATE INDEX "pages_text_order_idx" ON "pages_text" USING btree ("_order");
  CREATE INDEX "pages_text_parent_id_idx" ON "pages_text" USING btree ("_parent_id");
  CREATE INDEX "pages_text_path_idx" ON "pages_text" USING btree ("_path");
  CREATE INDEX "pages_quote_order_idx" ON "pages_quote" USING btree ("_order");
  CREATE INDEX "pages_quote_parent_id_idx" ON "pages_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_quote_path_idx" ON "pages_quote" USING btree ("_path");
  CREATE INDEX "pages_imgs_order_idx" ON "pages_imgs" USING btree ("_order");
  CREATE INDEX "pages_imgs_parent_id_idx" ON "pages_imgs" USING btree ("_parent_id");
  CREATE INDEX "pages_imgs_path_idx" ON "pages_imgs" USING btree ("_path");
  CREATE INDEX "pages_clients_order_idx" ON "pages_clients" USING btree ("_order");
  CREATE INDEX "pages_clients_parent_id_idx" ON "pages_clients" USING btree ("_parent_id");
  CREATE INDEX "pages_clients_path_idx" ON "pages_clients" USING btree ("_path");
  CREATE INDEX "pages_cta_order_idx" ON "pages_cta" USING btree ("_order");
  CREATE INDEX "pages_cta_parent_id_idx" ON "pages_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_cta_path_idx" ON "pages_cta" USING btree ("_path");
  CREATE INDEX "pages_note_order_idx" ON "pages_note" USING btree ("_order");
  CREATE INDEX "pages_note_parent_id_idx" ON "pages_note" USING btree ("_parent_id");
  CREATE INDEX "pages_note_path_idx" ON "pages_note" USING btree ("_path");
  CREATE INDEX "pages_video_order_idx" ON "pages_video" USING btree ("_order");
  CREATE INDEX "pages_video_parent_id_idx" ON "pages_video" USING btree ("_parent_id");
  CREATE INDEX "pages_video_path_idx" ON "pages_video" USING btree ("_path");
  CREATE INDEX "pages_refs_order_idx" ON "pages_refs" USING btree ("_order");
  CREATE INDEX "pages_refs_parent_id_idx" ON "pages_refs" USING btree ("_parent_id");
  CREATE INDEX "pages_refs_path_idx" ON "pages_refs" USING btree ("_path");
  CREATE INDEX "pages_lbl_order_idx" ON "pages_lbl" USING btree ("_order");
  CREATE INDEX "pages_lbl_parent_id_idx" ON "pages_lbl" USING btree ("_parent_id");
  CREATE INDEX "pages_lbl_path_idx" ON "pages_lbl" USING btree ("_path");
  CREATE INDEX "pages_usp_items_order_idx" ON "pages_usp_items" USING btree ("_order");
  CREATE INDEX "pages_usp_items_parent_id_idx" ON "pages_usp_items" USING btree ("_parent_id");
  CREATE INDEX "pages_usp_order_idx" ON "pages_usp" USING btree ("_order");
  CREATE INDEX "pages_usp_parent_id_idx" ON "pages_usp" USING btree ("_parent_id");
  CREATE INDEX "pages_usp_path_idx" ON "pages_usp" USING btree ("_path");
  CREATE INDEX "pages_btn_order_idx" ON "pages_btn" USING btree ("_order");
  CREATE INDEX "pages_btn_parent_id_idx" ON "pages_btn" USING btree ("_parent_id");
  CREATE INDEX "pages_btn_path_idx" ON "pages_btn" USING btree ("_path");
  CREATE INDEX "pages_specialisms_order_idx" ON "pages_specialisms" USING btree ("_order");
  CREATE INDEX "pages_specialisms_parent_id_idx" ON "pages_specialisms" USING btree ("_parent_id");
  CREATE INDEX "pages_specialisms_image_idx" ON "pages_specialisms" USING btree ("image_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE UNIQUE INDEX "pages_uri_idx" ON "pages" USING btree ("uri");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_keyvisual_image_idx" ON "pages" USING btree ("keyvisual_image_id");
  CREATE INDEX "pages_form_exit_page_idx" ON "pages" USING btree ("form_exit_page_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_news_id_idx" ON "pages_rels" USING btree ("news_id");
  CREATE INDEX "pages_rels_experiences_id_idx" ON "pages_rels" USING btree ("experiences_id");
  CREATE INDEX "pages_rels_success_stories_id_idx" ON "pages_rels" USING btree ("success_stories_id");
  CREATE INDEX "pages_rels_labels_id_idx" ON "pages_rels" USING btree ("labels_id");
  CREATE INDEX "pages_rels_vacancies_id_idx" ON "pages_rels" USING btree ("vacancies_id");
  CREATE INDEX "pages_rels_employees_id_idx" ON "pages_rels" USING btree ("employees_id");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "__pages_v_faq_v_order_idx" ON "__pages_v_faq_v" USING btree ("_order");
  CREATE INDEX "__pages_v_faq_v_parent_id_idx" ON "__pages_v_faq_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_faq_v_path_idx" ON "__pages_v_faq_v" USING btree ("_path");
  CREATE INDEX "__pages_v_roadmap_v_order_idx" ON "__pages_v_roadmap_v" USING btree ("_order");
  CREATE INDEX "__pages_v_roadmap_v_parent_id_idx" ON "__pages_v_roadmap_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_roadmap_v_path_idx" ON "__pages_v_roadmap_v" USING btree ("_path");
  CREATE INDEX "__pages_v_team_v_order_idx" ON "__pages_v_team_v" USING btree ("_order");
  CREATE INDEX "__pages_v_team_v_parent_id_idx" ON "__pages_v_team_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_team_v_path_idx" ON "__pages_v_team_v" USING btree ("_path");
  CREATE INDEX "__pages_v_text_v_order_idx" ON "__pages_v_text_v" USING btree ("_order");
  CREATE INDEX "__pages_v_text_v_parent_id_idx" ON "__pages_v_text_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_text_v_path_idx" ON "__pages_v_text_v" USING btree ("_path");
  CREATE INDEX "__pages_v_quote_v_order_idx" ON "__pages_v_quote_v" USING btree ("_order");
  CREATE INDEX "__pages_v_quote_v_parent_id_idx" ON "__pages_v_quote_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_quote_v_path_idx" ON "__pages_v_quote_v" USING btree ("_path");
  CREATE INDEX "__pages_v_imgs_v_order_idx" ON "__pages_v_imgs_v" USING btree ("_order");
  CREATE INDEX "__pages_v_imgs_v_parent_id_idx" ON "__pages_v_imgs_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_imgs_v_path_idx" ON "__pages_v_imgs_v" USING btree ("_path");
  CREATE INDEX "__pages_v_clients_v_order_idx" ON "__pages_v_clients_v" USING btree ("_order");
  CREATE INDEX "__pages_v_clients_v_parent_id_idx" ON "__pages_v_clients_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_clients_v_path_idx" ON "__pages_v_clients_v" USING btree ("_path");
  CREATE INDEX "__pages_v_cta_v_order_idx" ON "__pages_v_cta_v" USING btree ("_order");
  CREATE INDEX "__pages_v_cta_v_parent_id_idx" ON "__pages_v_cta_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_cta_v_path_idx" ON "__pages_v_cta_v" USING btree ("_path");
  CREATE INDEX "__pages_v_note_v_order_idx" ON "__pages_v_note_v" USING btree ("_order");
  CREATE INDEX "__pages_v_note_v_parent_id_idx" ON "__pages_v_note_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_note_v_path_idx" ON "__pages_v_note_v" USING btree ("_path");
  CREATE INDEX "__pages_v_video_v_order_idx" ON "__pages_v_video_v" USING btree ("_order");
  CREATE INDEX "__pages_v_video_v_parent_id_idx" ON "__pages_v_video_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_video_v_path_idx" ON "__pages_v_video_v" USING btree ("_path");
  CREATE INDEX "__pages_v_refs_v_order_idx" ON "__pages_v_refs_v" USING btree ("_order");
  CREATE INDEX "__pages_v_refs_v_parent_id_idx" ON "__pages_v_refs_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_refs_v_path_idx" ON "__pages_v_refs_v" USING btree ("_path");
  CREATE INDEX "__pages_v_lbl_v_order_idx" ON "__pages_v_lbl_v" USING btree ("_order");
  CREATE INDEX "__pages_v_lbl_v_parent_id_idx" ON "__pages_v_lbl_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_lbl_v_path_idx" ON "__pages_v_lbl_v" USING btree ("_path");
  CREATE INDEX "__pages_v_usp_v_items_order_idx" ON "__pages_v_usp_v_items" USING btree ("_order");
  CREATE INDEX "__pages_v_usp_v_items_parent_id_idx" ON "__pages_v_usp_v_items" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_usp_v_order_idx" ON "__pages_v_usp_v" USING btree ("_order");
  CREATE INDEX "__pages_v_usp_v_parent_id_idx" ON "__pages_v_usp_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_usp_v_path_idx" ON "__pages_v_usp_v" USING btree ("_path");
  CREATE INDEX "__pages_v_btn_v_order_idx" ON "__pages_v_btn_v" USING btree ("_order");
  CREATE INDEX "__pages_v_btn_v_parent_id_idx" ON "__pages_v_btn_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_btn_v_path_idx" ON "__pages_v_btn_v" USING btree ("_path");
  CREATE INDEX "_pages_v_version_specialisms_order_idx" ON "_pages_v_version_specialisms" USING btree ("_order");
  CREATE INDEX "_pages_v_version_specialisms_parent_id_idx" ON "_pages_v_version_specialisms" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_specialisms_image_idx" ON "_pages_v_version_specialisms" USING btree ("image_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_uri_idx" ON "_pages_v" USING btree ("version_uri");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_keyvisual_image_idx" ON "_pages_v" USING btree ("version_keyvisual_image_id");
  CREATE INDEX "_pages_v_version_version_form_exit_page_idx" ON "_pages_v" USING btree ("version_form_exit_page_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_news_id_idx" ON "_pages_v_rels" USING btree ("news_id");
  CREATE INDEX "_pages_v_rels_experiences_id_idx" ON "_pages_v_rels" USING btree ("experiences_id");
  CREATE INDEX "_pages_v_rels_success_stories_id_idx" ON "_pages_v_rels" USING btree ("success_stories_id");
  CREATE INDEX "_pages_v_rels_labels_id_idx" ON "_pages_v_rels" USING btree ("labels_id");
  CREATE INDEX "_pages_v_rels_vacancies_id_idx" ON "_pages_v_rels" USING btree ("vacancies_id");
  CREATE INDEX "_pages_v_rels_employees_id_idx" ON "_pages_v_rels" USING btree ("employees_id");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "news_text_order_idx" ON "news_text" USING btree ("_order");
  CREATE INDEX "news_text_parent_id_idx" ON "news_text" USING btree ("_parent_id");
  CREATE INDEX "news_text_path_idx" ON "news_text" USING btree ("_path");
  CREATE INDEX "news_quote_order_idx" ON "news_quote" USING btree ("_order");
  CREATE INDEX "news_quote_parent_id_idx" ON "news_quote" USING btree ("_parent_id");
  CREATE INDEX "news_quote_path_idx" ON "news_quote" USING btree ("_path");
  CREATE INDEX "news_imgs_order_idx" ON "news_imgs" USING btree ("_order");
  CREATE INDEX "news_imgs_parent_id_idx" ON "news_imgs" USING btree ("_parent_id");
  CREATE INDEX "news_imgs_path_idx" ON "news_imgs" USING btree ("_path");
  CREATE INDEX "news_btn_order_idx" ON "news_btn" USING btree ("_order");
  CREATE INDEX "news_btn_parent_id_idx" ON "news_btn" USING btree ("_parent_id");
  CREATE INDEX "news_btn_path_idx" ON "news_btn" USING btree ("_path");
  CREATE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE UNIQUE INDEX "news_uri_idx" ON "news" USING btree ("uri");
  CREATE INDEX "news_seo_seo_image_idx" ON "news" USING btree ("seo_image_id");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_keyvisual_image_idx" ON "news" USING btree ("keyvisual_image_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_subjects_id_idx" ON "news_rels" USING btree ("subjects_id");
  CREATE INDEX "news_rels_media_id_idx" ON "news_rels" USING btree ("media_id");
  CREATE INDEX "news_rels_pages_id_idx" ON "news_rels" USING btree ("pages_id");
  CREATE INDEX "news_rels_news_id_idx" ON "news_rels" USING btree ("news_id");
  CREATE INDEX "news_rels_experiences_id_idx" ON "news_rels" USING btree ("experiences_id");
  CREATE INDEX "news_rels_success_stories_id_idx" ON "news_rels" USING btree ("success_stories_id");
  CREATE INDEX "news_rels_labels_id_idx" ON "news_rels" USING btree ("labels_id");
  CREATE INDEX "news_rels_vacancies_id_idx" ON "news_rels" USING btree ("vacancies_id");
  CREATE INDEX "__news_v_text_v_order_idx" ON "__news_v_text_v" USING btree ("_order");
  CREATE INDEX "__news_v_text_v_parent_id_idx" ON "__news_v_text_v" USING btree ("_parent_id");
  CREATE INDEX "__news_v_text_v_path_idx" ON "__news_v_text_v" USING btree ("_path");
  CREATE INDEX "__news_v_quote_v_order_idx" ON "__news_v_quote_v" USING btree ("_order");
  CREATE INDEX "__news_v_quote_v_parent_id_idx" ON "__news_v_quote_v" USING btree ("_parent_id");
  CREATE INDEX "__news_v_quote_v_path_idx" ON "__news_v_quote_v" USING btree ("_path");
  CREATE INDEX "__news_v_imgs_v_order_idx" ON "__news_v_imgs_v" USING btree ("_order");
  CREATE INDEX "__news_v_imgs_v_parent_id_idx" ON "__news_v_imgs_v" USING btree ("_parent_id");
  CREATE INDEX "__news_v_imgs_v_path_idx" ON "__news_v_imgs_v" USING btree ("_path");
  CREATE INDEX "__news_v_btn_v_order_idx" ON "__news_v_btn_v" USING btree ("_order");
  CREATE INDEX "__news_v_btn_v_parent_id_idx" ON "__news_v_btn_v" USING btree ("_parent_id");
  CREATE INDEX "__news_v_btn_v_path_idx" ON "__news_v_btn_v" USING btree ("_path");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_uri_idx" ON "_news_v" USING btree ("version_uri");
  CREATE INDEX "_news_v_version_seo_version_seo_image_idx" ON "_news_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_keyvisual_image_idx" ON "_news_v" USING btree ("version_keyvisual_image_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_subjects_id_idx" ON "_news_v_rels" USING btree ("subjects_id");
  CREATE INDEX "_news_v_rels_media_id_idx" ON "_news_v_rels" USING btree ("media_id");
  CREATE INDEX "_news_v_rels_pages_id_idx" ON "_news_v_rels" USING btree ("pages_id");
  CREATE INDEX "_news_v_rels_news_id_idx" ON "_news_v_rels" USING btree ("news_id");
  CREATE INDEX "_news_v_rels_experiences_id_idx" ON "_news_v_rels" USING btree ("experiences_id");
  CREATE INDEX "_news_v_rels_success_stories_id_idx" ON "_news_v_rels" USING btree ("success_stories_id");
  CREATE INDEX "_news_v_rels_labels_id_idx" ON "_news_v_rels" USING btree ("labels_id");
  CREATE INDEX "_news_v_rels_vacancies_id_idx" ON "_news_v_rels" USING btree ("vacancies_id");
  CREATE UNIQUE INDEX "subjects_title_idx" ON "subjects" USING btree ("title");
  CREATE INDEX "subjects_updated_at_idx" ON "subjects" USING btree ("updated_at");
  CREATE INDEX "subjects_created_at_idx" ON "subjects" USING btree ("created_at");
  CREATE INDEX "experiences_text_order_idx" ON "experiences_text" USING btree ("_order");
  CREATE INDEX "experiences_text_parent_id_idx" ON "experiences_text" USING btree ("_parent_id");
  CREATE INDEX "experiences_text_path_idx" ON "experiences_text" USING btree ("_path");
  CREATE INDEX "experiences_quote_order_idx" ON "experiences_quote" USING btree ("_order");
  CREATE INDEX "experiences_quote_parent_id_idx" ON "experiences_quote" USING btree ("_parent_id");
  CREATE INDEX "experiences_quote_path_idx" ON "experiences_quote" USING btree ("_path");
  CREATE INDEX "experiences_imgs_order_idx" ON "experiences_imgs" USING btree ("_order");
  CREATE INDEX "experiences_imgs_parent_id_idx" ON "experiences_imgs" USING btree ("_parent_id");
  CREATE INDEX "experiences_imgs_path_idx" ON "experiences_imgs" USING btree ("_path");
  CREATE INDEX "experiences_btn_order_idx" ON "experiences_btn" USING btree ("_order");
  CREATE INDEX "experiences_btn_parent_id_idx" ON "experiences_btn" USING btree ("_parent_id");
  CREATE INDEX "experiences_btn_path_idx" ON "experiences_btn" USING btree ("_path");
  CREATE INDEX "experiences_slug_idx" ON "experiences" USING btree ("slug");
  CREATE UNIQUE INDEX "experiences_uri_idx" ON "experiences" USING btree ("uri");
  CREATE INDEX "experiences_seo_seo_image_idx" ON "experiences" USING btree ("seo_image_id");
  CREATE INDEX "experiences_published_at_idx" ON "experiences" USING btree ("published_at");
  CREATE INDEX "experiences_phase_idx" ON "experiences" USING btree ("phase_id");
  CREATE INDEX "experiences_keyvisual_image_idx" ON "experiences" USING btree ("keyvisual_image_id");
  CREATE INDEX "experiences_pattern_idx" ON "experiences" USING btree ("pattern_id");
  CREATE INDEX "experiences_updated_at_idx" ON "experiences" USING btree ("updated_at");
  CREATE INDEX "experiences_created_at_idx" ON "experiences" USING btree ("created_at");
  CREATE INDEX "experiences__status_idx" ON "experiences" USING btree ("_status");
  CREATE INDEX "experiences_rels_order_idx" ON "experiences_rels" USING btree ("order");
  CREATE INDEX "experiences_rels_parent_idx" ON "experiences_rels" USING btree ("parent_id");
  CREATE INDEX "experiences_rels_path_idx" ON "experiences_rels" USING btree ("path");
  CREATE INDEX "experiences_rels_media_id_idx" ON "experiences_rels" USING btree ("media_id");
  CREATE INDEX "experiences_rels_pages_id_idx" ON "experiences_rels" USING btree ("pages_id");
  CREATE INDEX "experiences_rels_news_id_idx" ON "experiences_rels" USING btree ("news_id");
  CREATE INDEX "experiences_rels_experiences_id_idx" ON "experiences_rels" USING btree ("experiences_id");
  CREATE INDEX "experiences_rels_success_stories_id_idx" ON "experiences_rels" USING btree ("success_stories_id");
  CREATE INDEX "experiences_rels_labels_id_idx" ON "experiences_rels" USING btree ("labels_id");
  CREATE INDEX "experiences_rels_vacancies_id_idx" ON "experiences_rels" USING btree ("vacancies_id");
  CREATE INDEX "__experiences_v_text_v_order_idx" ON "__experiences_v_text_v" USING btree ("_order");
  CREATE INDEX "__experiences_v_text_v_parent_id_idx" ON "__experiences_v_text_v" USING btree ("_parent_id");
  CREATE INDEX "__experiences_v_text_v_path_idx" ON "__experiences_v_text_v" USING btree ("_path");
  CREATE INDEX "__experiences_v_quote_v_order_idx" ON "__experiences_v_quote_v" USING btree ("_order");
  CREATE INDEX "__experiences_v_quote_v_parent_id_idx" ON "__experiences_v_quote_v" USING btree ("_parent_id");
  CREATE INDEX "__experiences_v_quote_v_path_idx" ON "__experiences_v_quote_v" USING btree ("_path");
  CREATE INDEX "__experiences_v_imgs_v_order_idx" ON "__experiences_v_imgs_v" USING btree ("_order");
  CREATE INDEX "__experiences_v_imgs_v_parent_id_idx" ON "__experiences_v_imgs_v" USING btree ("_parent_id");
  CREATE INDEX "__experiences_v_imgs_v_path_idx" ON "__experiences_v_imgs_v" USING btree ("_path");
  CREATE INDEX "__experiences_v_btn_v_order_idx" ON "__experiences_v_btn_v" USING btree ("_order");
  CREATE INDEX "__experiences_v_btn_v_parent_id_idx" ON "__experiences_v_btn_v" USING btree ("_parent_id");
  CREATE INDEX "__experiences_v_btn_v_path_idx" ON "__experiences_v_btn_v" USING btree ("_path");
  CREATE INDEX "_experiences_v_parent_idx" ON "_experiences_v" USING btree ("parent_id");
  CREATE INDEX "_experiences_v_version_version_slug_idx" ON "_experiences_v" USING btree ("version_slug");
  CREATE INDEX "_experiences_v_version_version_uri_idx" ON "_experiences_v" USING btree ("version_uri");
  CREATE INDEX "_experiences_v_version_seo_version_seo_image_idx" ON "_experiences_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_experiences_v_version_version_published_at_idx" ON "_experiences_v" USING btree ("version_published_at");
  CREATE INDEX "_experiences_v_version_version_phase_idx" ON "_experiences_v" USING btree ("version_phase_id");
  CREATE INDEX "_experiences_v_version_version_keyvisual_image_idx" ON "_experiences_v" USING btree ("version_keyvisual_image_id");
  CREATE INDEX "_experiences_v_version_version_pattern_idx" ON "_experiences_v" USING btree ("version_pattern_id");
  CREATE INDEX "_experiences_v_version_version_updated_at_idx" ON "_experiences_v" USING btree ("version_updated_at");
  CREATE INDEX "_experiences_v_version_version_created_at_idx" ON "_experiences_v" USING btree ("version_created_at");
  CREATE INDEX "_experiences_v_version_version__status_idx" ON "_experiences_v" USING btree ("version__status");
  CREATE INDEX "_experiences_v_created_at_idx" ON "_experiences_v" USING btree ("created_at");
  CREATE INDEX "_experiences_v_updated_at_idx" ON "_experiences_v" USING btree ("updated_at");
  CREATE INDEX "_experiences_v_latest_idx" ON "_experiences_v" USING btree ("latest");
  CREATE INDEX "_experiences_v_rels_order_idx" ON "_experiences_v_rels" USING btree ("order");
  CREATE INDEX "_experiences_v_rels_parent_idx" ON "_experiences_v_rels" USING btree ("parent_id");
  CREATE INDEX "_experiences_v_rels_path_idx" ON "_experiences_v_rels" USING btree ("path");
  CREATE INDEX "_experiences_v_rels_media_id_idx" ON "_experiences_v_rels" USING btree ("media_id");
  CREATE INDEX "_experiences_v_rels_pages_id_idx" ON "_experiences_v_rels" USING btree ("pages_id");
  CREATE INDEX "_experiences_v_rels_news_id_idx" ON "_experiences_v_rels" USING btree ("news_id");
  CREATE INDEX "_experiences_v_rels_experiences_id_idx" ON "_experiences_v_rels" USING btree ("experiences_id");
  CREATE INDEX "_experiences_v_rels_success_stories_id_idx" ON "_experiences_v_rels" USING btree ("success_stories_id");
  CREATE INDEX "_experiences_v_rels_labels_id_idx" ON "_experiences_v_rels" USING btree ("labels_id");
  CREATE INDEX "_experiences_v_rels_vacancies_id_idx" ON "_experiences_v_rels" USING btree ("vacancies_id");
  CREATE UNIQUE INDEX "phases_title_idx" ON "phases" USING btree ("title");
  CREATE INDEX "phases_updated_at_idx" ON "phases" USING btree ("updated_at");
  CREATE INDEX "phases_created_at_idx" ON "phases" USING btree ("created_at");
  CREATE INDEX "success_stories_text_order_idx" ON "success_stories_text" USING btree ("_order");
  CREATE INDEX "success_stories_text_parent_id_idx" ON "success_stories_text" USING btree ("_parent_id");
  CREATE INDEX "success_stories_text_path_idx" ON "success_stories_text" USING btree ("_path");
  CREATE INDEX "success_stories_quote_order_idx" ON "success_stories_quote" USING btree ("_order");
  CREATE INDEX "success_stories_quote_parent_id_idx" ON "success_stories_quote" USING btree ("_parent_id");
  CREATE INDEX "success_stories_quote_path_idx" ON "success_stories_quote" USING btree ("_path");
  CREATE INDEX "success_stories_imgs_order_idx" ON "success_stories_imgs" USING btree ("_order");
  CREATE INDEX "success_stories_imgs_parent_id_idx" ON "success_stories_imgs" USING btree ("_parent_id");
  CREATE INDEX "success_stories_imgs_path_idx" ON "success_stories_imgs" USING btree ("_path");
  CREATE INDEX "success_stories_btn_order_idx" ON "success_stories_btn" USING btree ("_order");
  CREATE INDEX "success_stories_btn_parent_id_idx" ON "success_stories_btn" USING btree ("_parent_id");
  CREATE INDEX "success_stories_btn_path_idx" ON "success_stories_btn" USING btree ("_path");
  CREATE INDEX "success_stories_slug_idx" ON "success_stories" USING btree ("slug");
  CREATE UNIQUE INDEX "success_stories_uri_idx" ON "success_stories" USING btree ("uri");
  CREATE INDEX "success_stories_seo_seo_image_idx" ON "success_stories" USING btree ("seo_image_id");
  CREATE INDEX "success_stories_updated_at_idx" ON "success_stories" USING btree ("updated_at");
  CREATE INDEX "success_stories_created_at_idx" ON "success_stories" USING btree ("created_at");
  CREATE INDEX "success_stories__status_idx" ON "success_stories" USING btree ("_status");
  CREATE INDEX "success_stories_rels_order_idx" ON "success_stories_rels" USING btree ("order");
  CREATE INDEX "success_stories_rels_parent_idx" ON "success_stories_rels" USING btree ("parent_id");
  CREATE INDEX "success_stories_rels_path_idx" ON "success_stories_rels" USING btree ("path");
  CREATE INDEX "success_stories_rels_media_id_idx" ON "success_stories_rels" USING btree ("media_id");
  CREATE INDEX "success_stories_rels_pages_id_idx" ON "success_stories_rels" USING btree ("pages_id");
  CREATE INDEX "success_stories_rels_news_id_idx" ON "success_stories_rels" USING btree ("news_id");
  CREATE INDEX "success_stories_rels_experiences_id_idx" ON "success_stories_rels" USING btree ("experiences_id");
  CREATE INDEX "success_stories_rels_success_stories_id_idx" ON "success_stories_rels" USING btree ("success_stories_id");
  CREATE INDEX "success_stories_rels_labels_id_idx" ON "success_stories_rels" USING btree ("labels_id");
  CREATE INDEX "success_stories_rels_vacancies_id_idx" ON "success_stories_rels" USING btree ("vacancies_id");
  CREATE INDEX "__success_stories_v_text_v_order_idx" ON "__success_stories_v_text_v" USING btree ("_order");
  CREATE INDEX "__success_stories_v_text_v_parent_id_idx" ON "__success_stories_v_text_v" USING btree ("_parent_id");
  CREATE INDEX "__success_stories_v_text_v_path_idx" ON "__success_stories_v_text_v" USING btree ("_path");
  CREATE INDEX "__success_stories_v_quote_v_order_idx" ON "__success_stories_v_quote_v" USING btree ("_order");
  CREATE INDEX "__success_stories_v_quote_v_parent_id_idx" ON "__success_stories_v_quote_v" USING btree ("_parent_id");
  CREATE INDEX "__success_stories_v_quote_v_path_idx" ON "__success_stories_v_quote_v" USING btree ("_path");
  CREATE INDEX "__success_stories_v_imgs_v_order_idx" ON "__success_stories_v_imgs_v" USING btree ("_order");
  CREATE INDEX "__success_stories_v_imgs_v_parent_id_idx" ON "__success_stories_v_imgs_v" USING btree ("_parent_id");
  CREATE INDEX "__success_stories_v_imgs_v_path_idx" ON "__success_stories_v_imgs_v" USING btree ("_path");
  CREATE INDEX "__success_stories_v_btn_v_order_idx" ON "__success_stories_v_btn_v" USING btree ("_order");
  CREATE INDEX "__success_stories_v_btn_v_parent_id_idx" ON "__success_stories_v_btn_v" USING btree ("_parent_id");
  CREATE INDEX "__success_stories_v_btn_v_path_idx" ON "__success_stories_v_btn_v" USING btree ("_path");
  CREATE INDEX "_success_stories_v_parent_idx" ON "_success_stories_v" USING btree ("parent_id");
  CREATE INDEX "_success_stories_v_version_version_slug_idx" ON "_success_stories_v" USING btree ("version_slug");
  CREATE INDEX "_success_stories_v_version_version_uri_idx" ON "_success_stories_v" USING btree ("version_uri");
  CREATE INDEX "_success_stories_v_version_seo_version_seo_image_idx" ON "_success_stories_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_success_stories_v_version_version_updated_at_idx" ON "_success_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_success_stories_v_version_version_created_at_idx" ON "_success_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_success_stories_v_version_version__status_idx" ON "_success_stories_v" USING btree ("version__status");
  CREATE INDEX "_success_stories_v_created_at_idx" ON "_success_stories_v" USING btree ("created_at");
  CREATE INDEX "_success_stories_v_updated_at_idx" ON "_success_stories_v" USING btree ("updated_at");
  CREATE INDEX "_success_stories_v_latest_idx" ON "_success_stories_v" USING btree ("latest");
  CREATE INDEX "_success_stories_v_rels_order_idx" ON "_success_stories_v_rels" USING btree ("order");
  CREATE INDEX "_success_stories_v_rels_parent_idx" ON "_success_stories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_success_stories_v_rels_path_idx" ON "_success_stories_v_rels" USING btree ("path");
  CREATE INDEX "_success_stories_v_rels_media_id_idx" ON "_success_stories_v_rels" USING btree ("media_id");
  CREATE INDEX "_success_stories_v_rels_pages_id_idx" ON "_success_stories_v_rels" USING btree ("pages_id");
  CREATE INDEX "_success_stories_v_rels_news_id_idx" ON "_success_stories_v_rels" USING btree ("news_id");
  CREATE INDEX "_success_stories_v_rels_experiences_id_idx" ON "_success_stories_v_rels" USING btree ("experiences_id");
  CREATE INDEX "_success_stories_v_rels_success_stories_id_idx" ON "_success_stories_v_rels" USING btree ("success_stories_id");
  CREATE INDEX "_success_stories_v_rels_labels_id_idx" ON "_success_stories_v_rels" USING btree ("labels_id");
  CREATE INDEX "_success_stories_v_rels_vacancies_id_idx" ON "_success_stories_v_rels" USING btree ("vacancies_id");
  CREATE INDEX "labels_faq_order_idx" ON "labels_faq" USING btree ("_order");
  CREATE INDEX "labels_faq_parent_id_idx" ON "labels_faq" USING btree ("_parent_id");
  CREATE INDEX "labels_faq_path_idx" ON "labels_faq" USING btree ("_path");
  CREATE INDEX "labels_roadmap_order_idx" ON "labels_roadmap" USING btree ("_order");
  CREATE INDEX "labels_roadmap_parent_id_idx" ON "labels_roadmap" USING btree ("_parent_id");
  CREATE INDEX "labels_roadmap_path_idx" ON "labels_roadmap" USING btree ("_path");
  CREATE INDEX "labels_team_order_idx" ON "labels_team" USING btree ("_order");
  CREATE INDEX "labels_team_parent_id_idx" ON "labels_team" USING btree ("_parent_id");
  CREATE INDEX "labels_team_path_idx" ON "labels_team" USING btree ("_path");
  CREATE INDEX "labels_text_order_idx" ON "labels_text" USING btree ("_order");
  CREATE INDEX "labels_text_parent_id_idx" ON "labels_text" USING btree ("_parent_id");
  CREATE INDEX "labels_text_path_idx" ON "labels_text" USING btree ("_path");
  CREATE INDEX "labels_quote_order_idx" ON "labels_quote" USING btree ("_order");
  CREATE INDEX "labels_quote_parent_id_idx" ON "labels_quote" USING btree ("_parent_id");
  CREATE INDEX "labels_quote_path_idx" ON "labels_quote" USING btree ("_path");
  CREATE INDEX "labels_imgs_order_idx" ON "labels_imgs" USING btree ("_order");
  CREATE INDEX "labels_imgs_parent_id_idx" ON "labels_imgs" USING btree ("_parent_id");
  CREATE INDEX "labels_imgs_path_idx" ON "labels_imgs" USING btree ("_path");
  CREATE INDEX "labels_clients_order_idx" ON "labels_clients" USING btree ("_order");
  CREATE INDEX "labels_clients_parent_id_idx" ON "labels_clients" USING btree ("_parent_id");
  CREATE INDEX "labels_clients_path_idx" ON "labels_clients" USING btree ("_path");
  CREATE INDEX "labels_cta_order_idx" ON "labels_cta" USING btree ("_order");
  CREATE INDEX "labels_cta_parent_id_idx" ON "labels_cta" USING btree ("_parent_id");
  CREATE INDEX "labels_cta_path_idx" ON "labels_cta" USING btree ("_path");
  CREATE INDEX "labels_note_order_idx" ON "labels_note" USING btree ("_order");
  CREATE INDEX "labels_note_parent_id_idx" ON "labels_note" USING btree ("_parent_id");
  CREATE INDEX "labels_note_path_idx" ON "labels_note" USING btree ("_path");
  CREATE INDEX "labels_video_order_idx" ON "labels_video" USING btree ("_order");
  CREATE INDEX "labels_video_parent_id_idx" ON "labels_video" USING btree ("_parent_id");
  CREATE INDEX "labels_video_path_idx" ON "labels_video" USING btree ("_path");
  CREATE INDEX "labels_refs_order_idx" ON "labels_refs" USING btree ("_order");
  CREATE INDEX "labels_refs_parent_id_idx" ON "labels_refs" USING btree ("_parent_id");
  CREATE INDEX "labels_refs_path_idx" ON "labels_refs" USING btree ("_path");
  CREATE INDEX "labels_lbl_order_idx" ON "labels_lbl" USING btree ("_order");
  CREATE INDEX "labels_lbl_parent_id_idx" ON "labels_lbl" USING btree ("_parent_id");
  CREATE INDEX "labels_lbl_path_idx" ON "labels_lbl" USING btree ("_path");
  CREATE INDEX "labels_usp_items_order_idx" ON "labels_usp_items" USING btree ("_order");
  CREATE INDEX "labels_usp_items_parent_id_idx" ON "labels_usp_items" USING btree ("_parent_id");
  CREATE INDEX "labels_usp_order_idx" ON "labels_usp" USING btree ("_order");
  CREATE INDEX "labels_usp_parent_id_idx" ON "labels_usp" USING btree ("_parent_id");
  CREATE INDEX "labels_usp_path_idx" ON "labels_usp" USING btree ("_path");
  CREATE INDEX "labels_btn_order_idx" ON "labels_btn" USING btree ("_order");
  CREATE INDEX "labels_btn_parent_id_idx" ON "labels_btn" USING btree ("_parent_id");
  CREATE INDEX "labels_btn_path_idx" ON "labels_btn" USING btree ("_path");
  CREATE INDEX "labels_slug_idx" ON "labels" USING btree ("slug");
  CREATE UNIQUE INDEX "labels_uri_idx" ON "labels" USING btree ("uri");
  CREATE INDEX "labels_seo_seo_image_idx" ON "labels" USING btree ("seo_image_id");
  CREATE INDEX "labels_label_logo_idx" ON "labels" USING btree ("label_logo_id");
  CREATE INDEX "labels_label_logo_white_idx" ON "labels" USING btree ("label_logo_white_id");
  CREATE INDEX "labels_label_background_idx" ON "labels" USING btree ("label_background_id");
  CREATE INDEX "labels_updated_at_idx" ON "labels" USING btree ("updated_at");
  CREATE INDEX "labels_created_at_idx" ON "labels" USING btree ("created_at");
  CREATE INDEX "labels__status_idx" ON "labels" USING btree ("_status");
  CREATE INDEX "labels_rels_order_idx" ON "labels_rels" USING btree ("order");
  CREATE INDEX "labels_rels_parent_idx" ON "labels_rels" USING btree ("parent_id");
  CREATE INDEX "labels_rels_path_idx" ON "labels_rels" USING btree ("path");
  CREATE INDEX "labels_rels_pages_id_idx" ON "labels_rels" USING btree ("pages_id");
  CREATE INDEX "labels_rels_news_id_idx" ON "labels_rels" USING btree ("news_id");
  CREATE INDEX "labels_rels_experiences_id_idx" ON "labels_rels" USING btree ("experiences_id");
  CREATE INDEX "labels_rels_success_stories_id_idx" ON "labels_rels" USING btree ("success_stories_id");
  CREATE INDEX "labels_rels_labels_id_idx" ON "labels_rels" USING btree ("labels_id");
  CREATE INDEX "labels_rels_vacancies_id_idx" ON "labels_rels" USING btree ("vacancies_id");
  CREATE INDEX "labels_rels_employees_id_idx" ON "labels_rels" USING btree ("employees_id");
  CREATE INDEX "labels_rels_media_id_idx" ON "labels_rels" USING btree ("media_id");
  CREATE INDEX "__labels_v_faq_v_order_idx" ON "__labels_v_faq_v" USING btree ("_order");
  CREATE INDEX "__labels_v_faq_v_parent_id_idx" ON "__labels_v_faq_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_faq_v_path_idx" ON "__labels_v_faq_v" USING btree ("_path");
  CREATE INDEX "__labels_v_roadmap_v_order_idx" ON "__labels_v_roadmap_v" USING btree ("_order");
  CREATE INDEX "__labels_v_roadmap_v_parent_id_idx" ON "__labels_v_roadmap_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_roadmap_v_path_idx" ON "__labels_v_roadmap_v" USING btree ("_path");
  CREATE INDEX "__labels_v_team_v_order_idx" ON "__labels_v_team_v" USING btree ("_order");
  CREATE INDEX "__labels_v_team_v_parent_id_idx" ON "__labels_v_team_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_team_v_path_idx" ON "__labels_v_team_v" USING btree ("_path");
  CREATE INDEX "__labels_v_text_v_order_idx" ON "__labels_v_text_v" USING btree ("_order");
  CREATE INDEX "__labels_v_text_v_parent_id_idx" ON "__labels_v_text_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_text_v_path_idx" ON "__labels_v_text_v" USING btree ("_path");
  CREATE INDEX "__labels_v_quote_v_order_idx" ON "__labels_v_quote_v" USING btree ("_order");
  CREATE INDEX "__labels_v_quote_v_parent_id_idx" ON "__labels_v_quote_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_quote_v_path_idx" ON "__labels_v_quote_v" USING btree ("_path");
  CREATE INDEX "__labels_v_imgs_v_order_idx" ON "__labels_v_imgs_v" USING btree ("_order");
  CREATE INDEX "__labels_v_imgs_v_parent_id_idx" ON "__labels_v_imgs_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_imgs_v_path_idx" ON "__labels_v_imgs_v" USING btree ("_path");
  CREATE INDEX "__labels_v_clients_v_order_idx" ON "__labels_v_clients_v" USING btree ("_order");
  CREATE INDEX "__labels_v_clients_v_parent_id_idx" ON "__labels_v_clients_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_clients_v_path_idx" ON "__labels_v_clients_v" USING btree ("_path");
  CREATE INDEX "__labels_v_cta_v_order_idx" ON "__labels_v_cta_v" USING btree ("_order");
  CREATE INDEX "__labels_v_cta_v_parent_id_idx" ON "__labels_v_cta_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_cta_v_path_idx" ON "__labels_v_cta_v" USING btree ("_path");
  CREATE INDEX "__labels_v_note_v_order_idx" ON "__labels_v_note_v" USING btree ("_order");
  CREATE INDEX "__labels_v_note_v_parent_id_idx" ON "__labels_v_note_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_note_v_path_idx" ON "__labels_v_note_v" USING btree ("_path");
  CREATE INDEX "__labels_v_video_v_order_idx" ON "__labels_v_video_v" USING btree ("_order");
  CREATE INDEX "__labels_v_video_v_parent_id_idx" ON "__labels_v_video_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_video_v_path_idx" ON "__labels_v_video_v" USING btree ("_path");
  CREATE INDEX "__labels_v_refs_v_order_idx" ON "__labels_v_refs_v" USING btree ("_order");
  CREATE INDEX "__labels_v_refs_v_parent_id_idx" ON "__labels_v_refs_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_refs_v_path_idx" ON "__labels_v_refs_v" USING btree ("_path");
  CREATE INDEX "__labels_v_lbl_v_order_idx" ON "__labels_v_lbl_v" USING btree ("_order");
  CREATE INDEX "__labels_v_lbl_v_parent_id_idx" ON "__labels_v_lbl_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_lbl_v_path_idx" ON "__labels_v_lbl_v" USING btree ("_path");
  CREATE INDEX "__labels_v_usp_v_items_order_idx" ON "__labels_v_usp_v_items" USING btree ("_order");
  CREATE INDEX "__labels_v_usp_v_items_parent_id_idx" ON "__labels_v_usp_v_items" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_usp_v_order_idx" ON "__labels_v_usp_v" USING btree ("_order");
  CREATE INDEX "__labels_v_usp_v_parent_id_idx" ON "__labels_v_usp_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_usp_v_path_idx" ON "__labels_v_usp_v" USING btree ("_path");
  CREATE INDEX "__labels_v_btn_v_order_idx" ON "__labels_v_btn_v" USING btree ("_order");
  CREATE INDEX "__labels_v_btn_v_parent_id_idx" ON "__labels_v_btn_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_btn_v_path_idx" ON "__labels_v_btn_v" USING btree ("_path");
  CREATE INDEX "_labels_v_parent_idx" ON "_labels_v" USING btree ("parent_id");
  CREATE INDEX "_labels_v_version_version_slug_idx" ON "_labels_v" USING btree ("version_slug");
  CREATE INDEX "_labels_v_version_version_uri_idx" ON "_labels_v" USING btree ("version_uri");
  CREATE INDEX "_labels_v_version_seo_version_seo_image_idx" ON "_labels_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_labels_v_version_version_label_logo_idx" ON "_labels_v" USING btree ("version_label_logo_id");
  CREATE INDEX "_labels_v_version_version_label_logo_white_idx" ON "_labels_v" USING btree ("version_label_logo_white_id");
  CREATE INDEX "_labels_v_version_version_label_background_idx" ON "_labels_v" USING btree ("version_label_background_id");
  CREATE INDEX "_labels_v_version_version_updated_at_idx" ON "_labels_v" USING btree ("version_updated_at");
  CREATE INDEX "_labels_v_version_version_created_at_idx" ON "_labels_v" USING btree ("version_created_at");
  CREATE INDEX "_labels_v_version_version__status_idx" ON "_labels_v" USING btree ("version__status");
  CREATE INDEX "_labels_v_created_at_idx" ON "_labels_v" USING btree ("created_at");
  CREATE INDEX "_labels_v_updated_at_idx" ON "_labels_v" USING btree ("updated_at");
  CREATE INDEX "_labels_v_latest_idx" ON "_labels_v" USING btree ("latest");
  CREATE INDEX "_labels_v_rels_order_idx" ON "_labels_v_rels" USING btree ("order");
  CREATE INDEX "_labels_v_rels_parent_idx" ON "_labels_v_rels" USING btree ("parent_id");
  CREATE INDEX "_labels_v_rels_path_idx" ON "_labels_v_rels" USING btree ("path");
  CREATE INDEX "_labels_v_rels_pages_id_idx" ON "_labels_v_rels" USING btree ("pages_id");
  CREATE INDEX "_labels_v_rels_news_id_idx" ON "_labels_v_rels" USING btree ("news_id");
  CREATE INDEX "_labels_v_rels_experiences_id_idx" ON "_labels_v_rels" USING btree ("experiences_id");
  CREATE INDEX "_labels_v_rels_success_stories_id_idx" ON "_labels_v_rels" USING btree ("success_stories_id");
  CREATE INDEX "_labels_v_rels_labels_id_idx" ON "_labels_v_rels" USING btree ("labels_id");
  CREATE INDEX "_labels_v_rels_vacancies_id_idx" ON "_labels_v_rels" USING btree ("vacancies_id");
  CREATE INDEX "_labels_v_rels_employees_id_idx" ON "_labels_v_rels" USING btree ("employees_id");
  CREATE INDEX "_labels_v_rels_media_id_idx" ON "_labels_v_rels" USING btree ("media_id");
  CREATE INDEX "employees_team_image_idx" ON "employees" USING btree ("team_image_id");
  CREATE INDEX "employees_updated_at_idx" ON "employees" USING btree ("updated_at");
  CREATE INDEX "employees_created_at_idx" ON "employees" USING btree ("created_at");
  CREATE INDEX "locations_location_image_idx" ON "locations" USING btree ("location_image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "vacancies_text_order_idx" ON "vacancies_text" USING btree ("_order");
  CREATE INDEX "vacancies_text_parent_id_idx" ON "vacancies_text" USING btree ("_parent_id");
  CREATE INDEX "vacancies_text_path_idx" ON "vacancies_text" USING btree ("_path");
  CREATE INDEX "vacancies_quote_order_idx" ON "vacancies_quote" USING btree ("_order");
  CREATE INDEX "vacancies_quote_parent_id_idx" ON "vacancies_quote" USING btree ("_parent_id");
  CREATE INDEX "vacancies_quote_path_idx" ON "vacancies_quote" USING btree ("_path");
  CREATE INDEX "vacancies_imgs_order_idx" ON "vacancies_imgs" USING btree ("_order");
  CREATE INDEX "vacancies_imgs_parent_id_idx" ON "vacancies_imgs" USING btree ("_parent_id");
  CREATE INDEX "vacancies_imgs_path_idx" ON "vacancies_imgs" USING btree ("_path");
  CREATE INDEX "vacancies_btn_order_idx" ON "vacancies_btn" USING btree ("_order");
  CREATE INDEX "vacancies_btn_parent_id_idx" ON "vacancies_btn" USING btree ("_parent_id");
  CREATE INDEX "vacancies_btn_path_idx" ON "vacancies_btn" USING btree ("_path");
  CREATE INDEX "vacancies_slug_idx" ON "vacancies" USING btree ("slug");
  CREATE UNIQUE INDEX "vacancies_uri_idx" ON "vacancies" USING btree ("uri");
  CREATE INDEX "vacancies_seo_seo_image_idx" ON "vacancies" USING btree ("seo_image_id");
  CREATE INDEX "vacancies_first_sector_group_idx" ON "vacancies" USING btree ("first_sector_group_id");
  CREATE INDEX "vacancies_first_function_group_idx" ON "vacancies" USING btree ("first_function_group_id");
  CREATE INDEX "vacancies_date_posted_idx" ON "vacancies" USING btree ("date_posted");
  CREATE INDEX "vacancies_valid_through_idx" ON "vacancies" USING btree ("valid_through");
  CREATE UNIQUE INDEX "vacancies_external_id_idx" ON "vacancies" USING btree ("external_id");
  CREATE INDEX "vacancies_updated_at_idx" ON "vacancies" USING btree ("updated_at");
  CREATE INDEX "vacancies_created_at_idx" ON "vacancies" USING btree ("created_at");
  CREATE INDEX "vacancies__status_idx" ON "vacancies" USING btree ("_status");
  CREATE INDEX "vacancies_texts_order_parent" ON "vacancies_texts" USING btree ("order","parent_id");
  CREATE INDEX "vacancies_texts_text_idx" ON "vacancies_texts" USING btree ("text");
  CREATE INDEX "vacancies_rels_order_idx" ON "vacancies_rels" USING btree ("order");
  CREATE INDEX "vacancies_rels_parent_idx" ON "vacancies_rels" USING btree ("parent_id");
  CREATE INDEX "vacancies_rels_path_idx" ON "vacancies_rels" USING btree ("path");
  CREATE INDEX "vacancies_rels_sector_groups_id_idx" ON "vacancies_rels" USING btree ("sector_groups_id");
  CREATE INDEX "vacancies_rels_function_groups_id_idx" ON "vacancies_rels" USING btree ("function_groups_id");
  CREATE INDEX "vacancies_rels_media_id_idx" ON "vacancies_rels" USING btree ("media_id");
  CREATE INDEX "vacancies_rels_pages_id_idx" ON "vacancies_rels" USING btree ("pages_id");
  CREATE INDEX "vacancies_rels_news_id_idx" ON "vacancies_rels" USING btree ("news_id");
  CREATE INDEX "vacancies_rels_experiences_id_idx" ON "vacancies_rels" USING btree ("experiences_id");
  CREATE INDEX "vacancies_rels_success_stories_id_idx" ON "vacancies_rels" USING btree ("success_stories_id");
  CREATE INDEX "vacancies_rels_labels_id_idx" ON "vacancies_rels" USING btree ("labels_id");
  CREATE INDEX "vacancies_rels_vacancies_id_idx" ON "vacancies_rels" USING btree ("vacancies_id");
  CREATE INDEX "__vacancies_v_text_v_order_idx" ON "__vacancies_v_text_v" USING btree ("_order");
  CREATE INDEX "__vacancies_v_text_v_parent_id_idx" ON "__vacancies_v_text_v" USING btree ("_parent_id");
  CREATE INDEX "__vacancies_v_text_v_path_idx" ON "__vacancies_v_text_v" USING btree ("_path");
  CREATE INDEX "__vacancies_v_quote_v_order_idx" ON "__vacancies_v_quote_v" USING btree ("_order");
  CREATE INDEX "__vacancies_v_quote_v_parent_id_idx" ON "__vacancies_v_quote_v" USING btree ("_parent_id");
  CREATE INDEX "__vacancies_v_quote_v_path_idx" ON "__vacancies_v_quote_v" USING btree ("_path");
  CREATE INDEX "__vacancies_v_imgs_v_order_idx" ON "__vacancies_v_imgs_v" USING btree ("_order");
  CREATE INDEX "__vacancies_v_imgs_v_parent_id_idx" ON "__vacancies_v_imgs_v" USING btree ("_parent_id");
  CREATE INDEX "__vacancies_v_imgs_v_path_idx" ON "__vacancies_v_imgs_v" USING btree ("_path");
  CREATE INDEX "__vacancies_v_btn_v_order_idx" ON "__vacancies_v_btn_v" USING btree ("_order");
  CREATE INDEX "__vacancies_v_btn_v_parent_id_idx" ON "__vacancies_v_btn_v" USING btree ("_parent_id");
  CREATE INDEX "__vacancies_v_btn_v_path_idx" ON "__vacancies_v_btn_v" USING btree ("_path");
  CREATE INDEX "_vacancies_v_parent_idx" ON "_vacancies_v" USING btree ("parent_id");
  CREATE INDEX "_vacancies_v_version_version_slug_idx" ON "_vacancies_v" USING btree ("version_slug");
  CREATE INDEX "_vacancies_v_version_version_uri_idx" ON "_vacancies_v" USING btree ("version_uri");
  CREATE INDEX "_vacancies_v_version_seo_version_seo_image_idx" ON "_vacancies_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_vacancies_v_version_version_first_sector_group_idx" ON "_vacancies_v" USING btree ("version_first_sector_group_id");
  CREATE INDEX "_vacancies_v_version_version_first_function_group_idx" ON "_vacancies_v" USING btree ("version_first_function_group_id");
  CREATE INDEX "_vacancies_v_version_version_date_posted_idx" ON "_vacancies_v" USING btree ("version_date_posted");
  CREATE INDEX "_vacancies_v_version_version_valid_through_idx" ON "_vacancies_v" USING btree ("version_valid_through");
  CREATE INDEX "_vacancies_v_version_version_external_id_idx" ON "_vacancies_v" USING btree ("version_external_id");
  CREATE INDEX "_vacancies_v_version_version_updated_at_idx" ON "_vacancies_v" USING btree ("version_updated_at");
  CREATE INDEX "_vacancies_v_version_version_created_at_idx" ON "_vacancies_v" USING btree ("version_created_at");
  CREATE INDEX "_vacancies_v_version_version__status_idx" ON "_vacancies_v" USING btree ("version__status");
  CREATE INDEX "_vacancies_v_created_at_idx" ON "_vacancies_v" USING btree ("created_at");
  CREATE INDEX "_vacancies_v_updated_at_idx" ON "_vacancies_v" USING btree ("updated_at");
  CREATE INDEX "_vacancies_v_latest_idx" ON "_vacancies_v" USING btree ("latest");
  CREATE INDEX "_vacancies_v_texts_order_parent" ON "_vacancies_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_vacancies_v_rels_order_idx" ON "_vacancies_v_rels" USING btree ("order");
  CREATE INDEX "_vacancies_v_rels_parent_idx" ON "_vacancies_v_rels" USING btree ("parent_id");
  CREATE INDEX "_vacancies_v_rels_path_idx" ON "_vacancies_v_rels" USING btree ("path");
  CREATE INDEX "_vacancies_v_rels_sector_groups_id_idx" ON "_vacancies_v_rels" USING btree ("sector_groups_id");
  CREATE INDEX "_vacancies_v_rels_function_groups_id_idx" ON "_vacancies_v_rels" USING btree ("function_groups_id");
  CREATE INDEX "_vacancies_v_rels_media_id_idx" ON "_vacancies_v_rels" USING btree ("media_id");
  CREATE INDEX "_vacancies_v_rels_pages_id_idx" ON "_vacancies_v_rels" USING btree ("pages_id");
  CREATE INDEX "_vacancies_v_rels_news_id_idx" ON "_vacancies_v_rels" USING btree ("news_id");
  CREATE INDEX "_vacancies_v_rels_experiences_id_idx" ON "_vacancies_v_rels" USING btree ("experiences_id");
  CREATE INDEX "_vacancies_v_rels_success_stories_id_idx" ON "_vacancies_v_rels" USING btree ("success_stories_id");
  CREATE INDEX "_vacancies_v_rels_labels_id_idx" ON "_vacancies_v_rels" USING btree ("labels_id");
  CREATE INDEX "_vacancies_v_rels_vacancies_id_idx" ON "_vacancies_v_rels" USING btree ("vacancies_id");
  CREATE UNIQUE INDEX "sector_groups_title_idx" ON "sector_groups" USING btree ("title");
  CREATE INDEX "sector_groups_updated_at_idx" ON "sector_groups" USING btree ("updated_at");
  CREATE INDEX "sector_groups_created_at_idx" ON "sector_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "function_groups_title_idx" ON "function_groups" USING btree ("title");
  CREATE INDEX "function_groups_updated_at_idx" ON "function_groups" USING btree ("updated_at");
  CREATE INDEX "function_groups_created_at_idx" ON "function_groups" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w375_sizes_w375_filename_idx" ON "media" USING btree ("sizes_w375_filename");
  CREATE INDEX "media_sizes_w500_sizes_w500_filename_idx" ON "media" USING btree ("sizes_w500_filename");
  CREATE INDEX "media_sizes_w600_sizes_w600_filename_idx" ON "media" USING btree ("sizes_w600_filename");
  CREATE INDEX "media_sizes_w1024_sizes_w1024_filename_idx" ON "media" USING btree ("sizes_w1024_filename");
  CREATE INDEX "application_files_updated_at_idx" ON "application_files" USING btree ("updated_at");
  CREATE INDEX "application_files_created_at_idx" ON "application_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_files_filename_idx" ON "application_files" USING btree ("filename");
  CREATE INDEX "applications_vacancy_idx" ON "applications" USING btree ("vacancy_id");
  CREATE INDEX "applications_application_c_v_idx" ON "applications" USING btree ("application_c_v_id");
  CREATE INDEX "applications_application_motivation_idx" ON "applications" USING btree ("application_motivation_id");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_subjects_id_idx" ON "payload_locked_documents_rels" USING btree ("subjects_id");
  CREATE INDEX "payload_locked_documents_rels_experiences_id_idx" ON "payload_locked_documents_rels" USING btree ("experiences_id");
  CREATE INDEX "payload_locked_documents_rels_phases_id_idx" ON "payload_locked_documents_rels" USING btree ("phases_id");
  CREATE INDEX "payload_locked_documents_rels_success_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("success_stories_id");
  CREATE INDEX "payload_locked_documents_rels_labels_id_idx" ON "payload_locked_documents_rels" USING btree ("labels_id");
  CREATE INDEX "payload_locked_documents_rels_employees_id_idx" ON "payload_locked_documents_rels" USING btree ("employees_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_vacancies_id_idx" ON "payload_locked_documents_rels" USING btree ("vacancies_id");
  CREATE INDEX "payload_locked_documents_rels_sector_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("sector_groups_id");
  CREATE INDEX "payload_locked_documents_rels_function_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("function_groups_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("application_files_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "navigation_items_children_order_idx" ON "navigation_items_children" USING btree ("_order");
  CREATE INDEX "navigation_items_children_parent_id_idx" ON "navigation_items_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_order_idx" ON "navigation_items" USING btree ("_order");
  CREATE INDEX "navigation_items_parent_id_idx" ON "navigation_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_rels_order_idx" ON "navigation_rels" USING btree ("order");
  CREATE INDEX "navigation_rels_parent_idx" ON "navigation_rels" USING btree ("parent_id");
  CREATE INDEX "navigation_rels_path_idx" ON "navigation_rels" USING btree ("path");
  CREATE INDEX "navigation_rels_pages_id_idx" ON "navigation_rels" USING btree ("pages_id");
  CREATE INDEX "navigation_rels_news_id_idx" ON "navigation_rels" USING btree ("news_id");
  CREATE INDEX "navigation_rels_experiences_id_idx" ON "navigation_rels" USING btree ("experiences_id");
  CREATE INDEX "navigation_rels_success_stories_id_idx" ON "navigation_rels" USING btree ("success_stories_id");
  CREATE INDEX "navigation_rels_labels_id_idx" ON "navigation_rels" USING btree ("labels_id");
  CREATE INDEX "navigation_rels_vacancies_id_idx" ON "navigation_rels" USING btree ("vacancies_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id");
  CREATE INDEX "footer_rels_news_id_idx" ON "footer_rels" USING btree ("news_id");
  CREATE INDEX "footer_rels_experiences_id_idx" ON "footer_rels" USING btree ("experiences_id");
  CREATE INDEX "footer_rels_success_stories_id_idx" ON "footer_rels" USING btree ("success_stories_id");
  CREATE INDEX "footer_rels_labels_id_idx" ON "footer_rels" USING btree ("labels_id");
  CREATE INDEX "footer_rels_vacancies_id_idx" ON "footer_rels" USING btree ("vacancies_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_faq" CASCADE;
  DROP TABLE "pages_roadmap" CASCADE;
  DROP TABLE "pages_team" CASCADE;
  DROP TABLE "pages_text" CASCADE;
  DROP TABLE "pages_quote" CASCADE;
  DROP TABLE "pages_imgs" CASCADE;
  DROP TABLE "pages_clients" CASCADE;
  DROP TABLE "pages_cta" CASCADE;
  DROP TABLE "pages_note" CASCADE;
  DROP TABLE "pages_video" CASCADE;
  DROP TABLE "pages_refs" CASCADE;
  DROP TABLE "pages_lbl" CASCADE;
  DROP TABLE "pages_usp_items" CASCADE;
  DROP TABLE "pages_usp" CASCADE;
  DROP TABLE "pages_btn" CASCADE;
  DROP TABLE "pages_specialisms" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "__pages_v_faq_v" CASCADE;
  DROP TABLE "__pages_v_roadmap_v" CASCADE;
  DROP TABLE "__pages_v_team_v" CASCADE;
  DROP TABLE "__pages_v_text_v" CASCADE;
  DROP TABLE "__pages_v_quote_v" CASCADE;
  DROP TABLE "__pages_v_imgs_v" CASCADE;
  DROP TABLE "__pages_v_clients_v" CASCADE;
  DROP TABLE "__pages_v_cta_v" CASCADE;
  DROP TABLE "__pages_v_note_v" CASCADE;
  DROP TABLE "__pages_v_video_v" CASCADE;
  DROP TABLE "__pages_v_refs_v" CASCADE;
  DROP TABLE "__pages_v_lbl_v" CASCADE;
  DROP TABLE "__pages_v_usp_v_items" CASCADE;
  DROP TABLE "__pages_v_usp_v" CASCADE;
  DROP TABLE "__pages_v_btn_v" CASCADE;
  DROP TABLE "_pages_v_version_specialisms" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "news_text" CASCADE;
  DROP TABLE "news_quote" CASCADE;
  DROP TABLE "news_imgs" CASCADE;
  DROP TABLE "news_btn" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "__news_v_text_v" CASCADE;
  DROP TABLE "__news_v_quote_v" CASCADE;
  DROP TABLE "__news_v_imgs_v" CASCADE;
  DROP TABLE "__news_v_btn_v" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "subjects" CASCADE;
  DROP TABLE "experiences_text" CASCADE;
  DROP TABLE "experiences_quote" CASCADE;
  DROP TABLE "experiences_imgs" CASCADE;
  DROP TABLE "experiences_btn" CASCADE;
  DROP TABLE "experiences" CASCADE;
  DROP TABLE "experiences_rels" CASCADE;
  DROP TABLE "__experiences_v_text_v" CASCADE;
  DROP TABLE "__experiences_v_quote_v" CASCADE;
  DROP TABLE "__experiences_v_imgs_v" CASCADE;
  DROP TABLE "__experiences_v_btn_v" CASCADE;
  DROP TABLE "_experiences_v" CASCADE;
  DROP TABLE "_experiences_v_rels" CASCADE;
  DROP TABLE "phases" CASCADE;
  DROP TABLE "success_stories_text" CASCADE;
  DROP TABLE "success_stories_quote" CASCADE;
  DROP TABLE "success_stories_imgs" CASCADE;
  DROP TABLE "success_stories_btn" CASCADE;
  DROP TABLE "success_stories" CASCADE;
  DROP TABLE "success_stories_rels" CASCADE;
  DROP TABLE "__success_stories_v_text_v" CASCADE;
  DROP TABLE "__success_stories_v_quote_v" CASCADE;
  DROP TABLE "__success_stories_v_imgs_v" CASCADE;
  DROP TABLE "__success_stories_v_btn_v" CASCADE;
  DROP TABLE "_success_stories_v" CASCADE;
  DROP TABLE "_success_stories_v_rels" CASCADE;
  DROP TABLE "labels_faq" CASCADE;
  DROP TABLE "labels_roadmap" CASCADE;
  DROP TABLE "labels_team" CASCADE;
  DROP TABLE "labels_text" CASCADE;
  DROP TABLE "labels_quote" CASCADE;
  DROP TABLE "labels_imgs" CASCADE;
  DROP TABLE "labels_clients" CASCADE;
  DROP TABLE "labels_cta" CASCADE;
  DROP TABLE "labels_note" CASCADE;
  DROP TABLE "labels_video" CASCADE;
  DROP TABLE "labels_refs" CASCADE;
  DROP TABLE "labels_lbl" CASCADE;
  DROP TABLE "labels_usp_items" CASCADE;
  DROP TABLE "labels_usp" CASCADE;
  DROP TABLE "labels_btn" CASCADE;
  DROP TABLE "labels" CASCADE;
  DROP TABLE "labels_rels" CASCADE;
  DROP TABLE "__labels_v_faq_v" CASCADE;
  DROP TABLE "__labels_v_roadmap_v" CASCADE;
  DROP TABLE "__labels_v_team_v" CASCADE;
  DROP TABLE "__labels_v_text_v" CASCADE;
  DROP TABLE "__labels_v_quote_v" CASCADE;
  DROP TABLE "__labels_v_imgs_v" CASCADE;
  DROP TABLE "__labels_v_clients_v" CASCADE;
  DROP TABLE "__labels_v_cta_v" CASCADE;
  DROP TABLE "__labels_v_note_v" CASCADE;
  DROP TABLE "__labels_v_video_v" CASCADE;
  DROP TABLE "__labels_v_refs_v" CASCADE;
  DROP TABLE "__labels_v_lbl_v" CASCADE;
  DROP TABLE "__labels_v_usp_v_items" CASCADE;
  DROP TABLE "__labels_v_usp_v" CASCADE;
  DROP TABLE "__labels_v_btn_v" CASCADE;
  DROP TABLE "_labels_v" CASCADE;
  DROP TABLE "_labels_v_rels" CASCADE;
  DROP TABLE "employees" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "vacancies_text" CASCADE;
  DROP TABLE "vacancies_quote" CASCADE;
  DROP TABLE "vacancies_imgs" CASCADE;
  DROP TABLE "vacancies_btn" CASCADE;
  DROP TABLE "vacancies" CASCADE;
  DROP TABLE "vacancies_texts" CASCADE;
  DROP TABLE "vacancies_rels" CASCADE;
  DROP TABLE "__vacancies_v_text_v" CASCADE;
  DROP TABLE "__vacancies_v_quote_v" CASCADE;
  DROP TABLE "__vacancies_v_imgs_v" CASCADE;
  DROP TABLE "__vacancies_v_btn_v" CASCADE;
  DROP TABLE "_vacancies_v" CASCADE;
  DROP TABLE "_vacancies_v_texts" CASCADE;
  DROP TABLE "_vacancies_v_rels" CASCADE;
  DROP TABLE "sector_groups" CASCADE;
  DROP TABLE "function_groups" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "application_files" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "navigation_items_children" CASCADE;
  DROP TABLE "navigation_items" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "navigation_rels" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."enum_pages_team_block_employee_link_type";
  DROP TYPE "public"."enum_pages_cta_block_button_primary_type";
  DROP TYPE "public"."enum_pages_cta_block_button_secondary_type";
  DROP TYPE "public"."enum_pages_btn_block_link_type";
  DROP TYPE "public"."enum_pages_specialisms_link_type";
  DROP TYPE "public"."enum_pages_page_type";
  DROP TYPE "public"."enum_pages_keyvisual_color";
  DROP TYPE "public"."enum_pages_button_link_type";
  DROP TYPE "public"."enum_pages_link_text_type";
  DROP TYPE "public"."enum_pages_learn_link_type";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum___pages_v_team_v_block_employee_link_type";
  DROP TYPE "public"."enum___pages_v_cta_v_block_button_primary_type";
  DROP TYPE "public"."enum___pages_v_cta_v_block_button_secondary_type";
  DROP TYPE "public"."enum___pages_v_btn_v_block_link_type";
  DROP TYPE "public"."enum__pages_v_version_specialisms_link_type";
  DROP TYPE "public"."enum__pages_v_version_page_type";
  DROP TYPE "public"."enum__pages_v_version_keyvisual_color";
  DROP TYPE "public"."enum__pages_v_version_button_link_type";
  DROP TYPE "public"."enum__pages_v_version_link_text_type";
  DROP TYPE "public"."enum__pages_v_version_learn_link_type";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_news_btn_block_link_type";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum___news_v_btn_v_block_link_type";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_experiences_btn_block_link_type";
  DROP TYPE "public"."enum_experiences_phase_color";
  DROP TYPE "public"."enum_experiences_status";
  DROP TYPE "public"."enum___experiences_v_btn_v_block_link_type";
  DROP TYPE "public"."enum__experiences_v_version_phase_color";
  DROP TYPE "public"."enum__experiences_v_version_status";
  DROP TYPE "public"."enum_success_stories_btn_block_link_type";
  DROP TYPE "public"."enum_success_stories_status";
  DROP TYPE "public"."enum___success_stories_v_btn_v_block_link_type";
  DROP TYPE "public"."enum__success_stories_v_version_status";
  DROP TYPE "public"."enum_labels_team_block_employee_link_type";
  DROP TYPE "public"."enum_labels_cta_block_button_primary_type";
  DROP TYPE "public"."enum_labels_cta_block_button_secondary_type";
  DROP TYPE "public"."enum_labels_btn_block_link_type";
  DROP TYPE "public"."enum_labels_status";
  DROP TYPE "public"."enum___labels_v_team_v_block_employee_link_type";
  DROP TYPE "public"."enum___labels_v_cta_v_block_button_primary_type";
  DROP TYPE "public"."enum___labels_v_cta_v_block_button_secondary_type";
  DROP TYPE "public"."enum___labels_v_btn_v_block_link_type";
  DROP TYPE "public"."enum__labels_v_version_status";
  DROP TYPE "public"."enum_vacancies_btn_block_link_type";
  DROP TYPE "public"."enum_vacancies_employment_type";
  DROP TYPE "public"."enum_vacancies_salary_unit";
  DROP TYPE "public"."enum_vacancies_status";
  DROP TYPE "public"."enum___vacancies_v_btn_v_block_link_type";
  DROP TYPE "public"."enum__vacancies_v_version_employment_type";
  DROP TYPE "public"."enum__vacancies_v_version_salary_unit";
  DROP TYPE "public"."enum__vacancies_v_version_status";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_gender";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_kind";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_navigation_items_children_link_text_type";
  DROP TYPE "public"."enum_navigation_items_link_text_type";
  DROP TYPE "public"."enum_footer_cta_link_type";
  DROP TYPE "public"."enum_footer_privacy_link_type";
  DROP TYPE "public"."enum_footer_terms_link_type";`)
}

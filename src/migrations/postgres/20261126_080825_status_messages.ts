import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "status_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"new_subject" varchar DEFAULT 'We hebben je sollicitatie ontvangen',
  	"new_body" varchar DEFAULT 'Beste {naam},
  
  Bedankt voor je sollicitatie op {vacature}. We hebben alles goed ontvangen en nemen binnenkort contact met je op.
  
  Met vriendelijke groet,
  {recruiter}',
  	"in_progress_subject" varchar DEFAULT 'Je sollicitatie is in behandeling',
  	"in_progress_body" varchar DEFAULT 'Beste {naam},
  
  We hebben je sollicitatie op {vacature} in behandeling genomen. We laten je zo snel mogelijk weten wat de volgende stap is.
  
  Met vriendelijke groet,
  {recruiter}',
  	"invited_subject" varchar DEFAULT 'Uitnodiging voor een gesprek',
  	"invited_body" varchar DEFAULT 'Beste {naam},
  
  Graag nodigen we je uit voor een gesprek over {vacature}. We bellen of mailen je om een moment af te spreken.
  
  Met vriendelijke groet,
  {recruiter}',
  	"hired_subject" varchar DEFAULT 'Gefeliciteerd!',
  	"hired_body" varchar DEFAULT 'Beste {naam},
  
  Goed nieuws: we gaan met je verder voor {vacature}. We nemen contact met je op over de afspraken en je eerste werkdag.
  
  Met vriendelijke groet,
  {recruiter}',
  	"rejected_subject" varchar DEFAULT 'Je sollicitatie',
  	"rejected_body" varchar DEFAULT 'Beste {naam},
  
  Bedankt voor je interesse in {vacature}. Na zorgvuldige afweging gaan we niet met je verder voor deze vacature. We wensen je veel succes bij het vinden van een passende baan.
  
  Met vriendelijke groet,
  {recruiter}',
  	"withdrawn_subject" varchar DEFAULT 'Je sollicitatie is ingetrokken',
  	"withdrawn_body" varchar DEFAULT 'Beste {naam},
  
  Je sollicitatie op {vacature} is ingetrokken. Wil je later toch weer solliciteren, dan ben je van harte welkom.
  
  Met vriendelijke groet,
  {recruiter}',
  	"closed_subject" varchar DEFAULT '',
  	"closed_body" varchar DEFAULT '',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "status_messages" CASCADE;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`status_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`new_subject\` text DEFAULT 'We hebben je sollicitatie ontvangen',
  	\`new_body\` text DEFAULT 'Beste {naam},
  
  Bedankt voor je sollicitatie op {vacature}. We hebben alles goed ontvangen en nemen binnenkort contact met je op.
  
  Met vriendelijke groet,
  {recruiter}',
  	\`in_progress_subject\` text DEFAULT 'Je sollicitatie is in behandeling',
  	\`in_progress_body\` text DEFAULT 'Beste {naam},
  
  We hebben je sollicitatie op {vacature} in behandeling genomen. We laten je zo snel mogelijk weten wat de volgende stap is.
  
  Met vriendelijke groet,
  {recruiter}',
  	\`invited_subject\` text DEFAULT 'Uitnodiging voor een gesprek',
  	\`invited_body\` text DEFAULT 'Beste {naam},
  
  Graag nodigen we je uit voor een gesprek over {vacature}. We bellen of mailen je om een moment af te spreken.
  
  Met vriendelijke groet,
  {recruiter}',
  	\`hired_subject\` text DEFAULT 'Gefeliciteerd!',
  	\`hired_body\` text DEFAULT 'Beste {naam},
  
  Goed nieuws: we gaan met je verder voor {vacature}. We nemen contact met je op over de afspraken en je eerste werkdag.
  
  Met vriendelijke groet,
  {recruiter}',
  	\`rejected_subject\` text DEFAULT 'Je sollicitatie',
  	\`rejected_body\` text DEFAULT 'Beste {naam},
  
  Bedankt voor je interesse in {vacature}. Na zorgvuldige afweging gaan we niet met je verder voor deze vacature. We wensen je veel succes bij het vinden van een passende baan.
  
  Met vriendelijke groet,
  {recruiter}',
  	\`withdrawn_subject\` text DEFAULT 'Je sollicitatie is ingetrokken',
  	\`withdrawn_body\` text DEFAULT 'Beste {naam},
  
  Je sollicitatie op {vacature} is ingetrokken. Wil je later toch weer solliciteren, dan ben je van harte welkom.
  
  Met vriendelijke groet,
  {recruiter}',
  	\`closed_subject\` text DEFAULT '',
  	\`closed_body\` text DEFAULT '',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`status_messages\`;`)
}

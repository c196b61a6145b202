-- The demo's contact settings once held a placeholder WhatsApp number and an e-mail at a name
-- that is not the brand's. Databases that still hold those exact values get the demo's
-- real-looking ones (app/modules/site/contact-defaults.ts); values the team set are kept.
UPDATE "site_settings" SET "value" = '+971 52 714 3680' WHERE "key" = 'whatsapp' AND "value" = '971500000000';
--> statement-breakpoint
UPDATE "site_settings" SET "value" = 'hello@dubaiestates.example' WHERE "key" = 'email' AND "value" = 'hello@emiratesnest.example';

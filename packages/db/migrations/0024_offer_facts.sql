-- An offer's optional facts (audio and subtitle languages, quality, price as a number, leaving
-- date, a link straight to it): null where the source does not say, so existing rows need nothing.
ALTER TABLE "availability" ADD COLUMN "audio" jsonb;--> statement-breakpoint
ALTER TABLE "availability" ADD COLUMN "subtitles" jsonb;--> statement-breakpoint
ALTER TABLE "availability" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "availability" ADD COLUMN "price_amount" double precision;--> statement-breakpoint
ALTER TABLE "availability" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "availability" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "availability" ADD COLUMN "deep_link" text;
-- Titles fetched without the Streaming Availability API's facts, owed to the next counted search
-- (docs/catalog.md#facts-owed): every instance reads the mark with the stored title.
ALTER TABLE "titles" ADD COLUMN "offer_facts_owed" boolean DEFAULT false NOT NULL;
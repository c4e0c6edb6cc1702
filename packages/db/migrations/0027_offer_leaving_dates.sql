-- The change history records an offer's announced last day ("leaving"): the day it leaves.
-- Null for the other changes, so existing rows need nothing.
ALTER TABLE "availability_changes" ADD COLUMN "leaves_on" date;

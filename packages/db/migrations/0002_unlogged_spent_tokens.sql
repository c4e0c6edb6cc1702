-- Spent bot-check tokens live at most 5 minutes; a crash may forget them, so every search need not
-- wait for a WAL flush to record one.
ALTER TABLE "botcheck_spent" SET UNLOGGED;

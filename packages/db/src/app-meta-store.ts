import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { appMeta } from './schema.ts';

export async function readMeta(db: Db, key: string): Promise<string | null> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value ?? null;
}

export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

export async function deleteMeta(db: Db, key: string): Promise<void> {
  await db.delete(appMeta).where(eq(appMeta.key, key));
}

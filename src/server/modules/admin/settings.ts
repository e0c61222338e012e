import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemSettings } from '../../db/schema.js';
import { Invalid } from '../../domain/errors.js';
import { SETTING_DEFAULTS, SETTING_KEYS } from '../../../shared/settings.js';
import { checkSettingValue } from '../../../shared/settingRules.js';
import type { SystemSetting } from '../../../shared/api/admin.js';
import type { Change } from './audited.js';
import { presentSetting } from './present.js';

export async function listSettings(db: Db): Promise<SystemSetting[]> {
  const rows = await db.select().from(systemSettings).orderBy(asc(systemSettings.settingKey));
  return rows.map(presentSetting);
}

function defaultDescription(key: string): string | null {
  return key in SETTING_DEFAULTS ? SETTING_DEFAULTS[key as keyof typeof SETTING_DEFAULTS].description : null;
}

/** Creates or changes one setting after checking the value against that key's rule. */
export async function putSetting(
  db: Db,
  actorId: string,
  key: string,
  input: string,
): Promise<Change<SystemSetting>> {
  const check = checkSettingValue(key, input);
  if (!check.ok) throw new Invalid(check.message);
  const [existing] = await db.select().from(systemSettings).where(eq(systemSettings.settingKey, key));
  const [row] = await db
    .insert(systemSettings)
    .values({
      settingKey: key,
      settingValue: check.value,
      description: defaultDescription(key),
      updatedBy: actorId,
    })
    .onConflictDoUpdate({
      target: systemSettings.settingKey,
      set: {
        settingValue: check.value,
        updatedAt: sql`now()`,
        updatedBy: actorId,
        description: sql`coalesce(${systemSettings.description}, excluded.description)`,
      },
    })
    .returning();
  return {
    result: presentSetting(row),
    before: existing ? { settingValue: existing.settingValue } : null,
    after: { settingValue: row.settingValue },
  };
}

/** Creates the suggested default settings (spec section 9) that do not exist yet; keeps the others. */
export async function createDefaultSettings(db: Db, actorId: string): Promise<Change<SystemSetting[]>> {
  const created = await db
    .insert(systemSettings)
    .values(
      SETTING_KEYS.map((key) => ({
        settingKey: key,
        settingValue: SETTING_DEFAULTS[key].value,
        description: SETTING_DEFAULTS[key].description,
        updatedBy: actorId,
      })),
    )
    .onConflictDoNothing({ target: systemSettings.settingKey })
    .returning();
  return {
    result: await listSettings(db),
    before: null,
    after: Object.fromEntries(created.map((r) => [r.settingKey, r.settingValue])),
  };
}

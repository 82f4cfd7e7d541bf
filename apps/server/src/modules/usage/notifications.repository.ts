import { sql } from 'drizzle-orm';
import type { NotificationDto } from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import { customSettings, customSettingStitches } from '../../platform/db/schema/settings.js';
import { operations, styles } from '../../platform/db/schema/styles.js';
import { usageEvents } from '../../platform/db/schema/usage.js';

type NotificationRow = {
  kind: NotificationDto['kind'];
  occurred_at: Date | string;
  user_name: string | null;
  row_count: number | null;
  custom_setting_name: string | null;
  stitch_type_codes: string[] | null;
  styles_to_reprint: number;
};

/**
 * The transaction's tenant's recent events, in one statement: saved imports from the usage
 * events, and tension setting changes from the stitch values' change times (the stitch codes
 * one save changed together make one change). A clone's copied values, older than the clone
 * itself, are no change of it.
 */
export function createNotificationsRepository(tx: Tx) {
  return {
    async findRecent(since: Date, limit: number): Promise<NotificationDto[]> {
      const { rows } = await tx.execute<NotificationRow>(sql`
        select * from (
          select ${usageEvents.kind} as kind, ${usageEvents.occurredAt} as occurred_at,
                 ${usageEvents.userName} as user_name, ${usageEvents.rowCount} as row_count,
                 null::text as custom_setting_name, null::text[] as stitch_type_codes,
                 0 as styles_to_reprint
            from ${usageEvents}
           where ${usageEvents.kind} in ('styleImport', 'costFileImport')
             and ${usageEvents.occurredAt} >= ${since.toISOString()}
          union all
          select 'tensionSettingChanged', changed.changed_at, changed.changed_by, null,
                 ${customSettings.name}, changed.codes,
                 (select count(*)::int from ${styles}
                   where ${styles.customSettingId} = changed.setting_id
                     and ${styles.lastReportTime} < changed.changed_at
                     and exists (select 1 from ${operations}
                                  where ${operations.tenantId} = ${styles.tenantId}
                                    and ${operations.styleId} = ${styles.id}
                                    and ${operations.stitchTypeCode} = any(changed.codes)))
            from (select ${customSettingStitches.customSettingId} as setting_id,
                         ${customSettingStitches.lastModificationTime} as changed_at,
                         ${customSettingStitches.lastChangedBy} as changed_by,
                         array_agg(${customSettingStitches.stitchTypeCode}::text
                                   order by ${customSettingStitches.stitchTypeCode}) as codes
                    from ${customSettingStitches}
                   where ${customSettingStitches.lastModificationTime} >= ${since.toISOString()}
                   group by 1, 2, 3) as changed
            join ${customSettings} on ${customSettings.id} = changed.setting_id
           where changed.changed_at > ${customSettings.creationTime}
        ) as notification
        order by occurred_at desc
        limit ${limit}
      `);
      return rows.map((row) => ({
        kind: row.kind,
        occurredAt: new Date(row.occurred_at).toISOString(),
        userName: row.user_name,
        rowCount: row.row_count,
        customSettingName: row.custom_setting_name,
        stitchTypeCodes: row.stitch_type_codes ?? [],
        stylesToReprint: row.styles_to_reprint,
      }));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

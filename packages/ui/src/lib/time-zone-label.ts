/**
 * How the product names the facility's time zone next to times (docs/requirements.md#facility-time). Its own
 * module, without core's code, so that prerendered pages can say it too; lib/format.ts re-exports it.
 */
export const TIME_ZONE_LABEL = 'EST';

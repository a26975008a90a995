// The shots' slice of the API contract, merged into the one API by contract.ts
// (docs/decisions/232-leagues-as-one-domain-module.md): a new shots route is added here, with its probe in
// apps/server/test/shots/shot-probes.ts and, for a read, its key in packages/ui/src/lib/query-keys/shots.ts.
import { CREATED, OK, NO_CONTENT, defineRoute } from '../route';
import {
  MAX_SHOT_FILES_PER_REQUEST,
  MAX_SHOT_FILE_BYTES,
  importedShotSessionsSchema,
  shotImportFieldsSchema,
  shotOwnerQuerySchema,
  shotSessionDetailSchema,
  shotSessionListSchema,
  shotSessionMatchSchema,
  shotSessionNoteSchema,
  shotExclusionSchema,
  storedShotSchema,
  shotSessionSchema,
  shotSettingsChangeSchema,
  shotSettingsSchema,
  shotSummaryQuerySchema,
  shotSummarySchema,
} from './schemas';
import {
  bayAgentHealthListSchema,
  bayFileOutcomesSchema,
  bayHealthReportSchema,
  bayDeviceKeyIssueSchema,
  bayDeviceKeyListSchema,
  bayDeviceKeysQuerySchema,
  bayShotAssignedSchema,
  bayShotAssignSchema,
  bayShotsBodySchema,
  bayShotsResultSchema,
  issuedBayDeviceKeySchema,
  liveShotsSchema,
  unassignedBayShotListSchema,
  unassignedBayShotsQuerySchema,
} from './bay';

/**
 * Shot data from the simulators (docs/decisions/220-shot-data-import.md). Whose shots: the caller's own, or the
 * member named by `userId` for a coach of theirs or an admin (docs/decisions/221-who-reads-a-members-shots.md).
 */
export const shots = {
  /** 201 with each file's session (`duplicate` for a file imported before); 200 when every file was a duplicate. */
  import: defineRoute({
    method: 'POST',
    path: '/api/user/shot-sessions',
    access: 'shots:import',
    body: shotImportFieldsSchema,
    consumes: {
      type: 'multipart/form-data',
      maxFiles: MAX_SHOT_FILES_PER_REQUEST,
      maxFileBytes: MAX_SHOT_FILE_BYTES,
    },
    response: importedShotSessionsSchema,
    status: [201, 200],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/user/shot-sessions',
    access: 'shots:read',
    query: shotOwnerQuerySchema,
    response: shotSessionListSchema,
    status: OK,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/user/shot-sessions/:id',
    access: 'shots:read',
    response: shotSessionDetailSchema,
    status: OK,
  }),
  /** The member changes or clears the booking a session is matched to. */
  match: defineRoute({
    method: 'PATCH',
    path: '/api/user/shot-sessions/:id',
    access: 'shots:read',
    body: shotSessionMatchSchema,
    response: shotSessionSchema,
    status: OK,
  }),
  /** The member's coach (or an admin) pins a note to a session; the member reads it with the session. */
  /**
   * The signed-in user's own shot-data settings: the units (the Game panel and the session CSV use them) and whether
   * modelled figures are hidden.
   */
  settings: defineRoute({
    method: 'GET',
    path: '/api/user/shot-settings',
    access: 'shots:read',
    response: shotSettingsSchema,
    status: OK,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/user/shot-settings',
    access: 'shots:read',
    body: shotSettingsChangeSchema,
    response: shotSettingsSchema,
    status: OK,
  }),
  note: defineRoute({
    method: 'PUT',
    path: '/api/user/shot-sessions/:id/note',
    access: 'shots:read',
    body: shotSessionNoteSchema,
    response: shotSessionSchema,
    status: OK,
  }),
  /**
   * The session's member, their coach or an admin excludes one shot from the good ones or restores it
   * (docs/decisions/238-shot-exclusions-and-mishits.md).
   */
  exclude: defineRoute({
    method: 'PUT',
    path: '/api/user/shot-sessions/:id/shots/:shotId/exclusion',
    access: 'shots:read',
    body: shotExclusionSchema,
    response: storedShotSchema,
    status: OK,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/user/shot-sessions/:id',
    access: 'shots:read',
    response: null,
    status: NO_CONTENT,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/user/shot-summary',
    access: 'shots:read',
    query: shotSummaryQuerySchema,
    response: shotSummarySchema,
    status: OK,
  }),
} as const;

/**
 * The bay connection (docs/decisions/240-bay-agent-and-device-keys.md, 241-bay-shots-matched-to-the-bay.md): the
 * keys a bay's PC speaks with, the shots it sends, the shots nobody booked, and the member's live view.
 */
export const bay = {
  deviceKeys: defineRoute({
    method: 'GET',
    path: '/api/admin/bays/:bayId/device-keys',
    access: 'admin:facility',
    query: bayDeviceKeysQuerySchema,
    response: bayDeviceKeyListSchema,
    status: OK,
  }),
  /** The key is in this answer only; the server keeps its hash. */
  issueDeviceKey: defineRoute({
    method: 'POST',
    path: '/api/admin/bays/:bayId/device-keys',
    access: 'admin:facility',
    body: bayDeviceKeyIssueSchema,
    response: issuedBayDeviceKeySchema,
    status: CREATED,
  }),
  revokeDeviceKey: defineRoute({
    method: 'DELETE',
    path: '/api/admin/bays/:bayId/device-keys/:id',
    access: 'admin:facility',
    response: null,
    status: NO_CONTENT,
  }),
  /**
   * A bay's PC (the bay agent) sends its shots: no session, its device key as `Authorization: Bearer <key>`
   * (401 BAY_KEY_INVALID for an unknown or revoked key, 429 past the key's budget).
   */
  shots: defineRoute({
    method: 'POST',
    path: '/api/bay/shots',
    access: 'public',
    body: bayShotsBodySchema,
    response: bayShotsResultSchema,
    status: OK,
  }),
  /** A bay's session export files, read as the member upload reads them (docs/decisions/241-bay-shots-matched-to-the-bay.md). */
  sessionFiles: defineRoute({
    method: 'POST',
    path: '/api/bay/session-files',
    access: 'public',
    consumes: {
      type: 'multipart/form-data',
      maxFiles: MAX_SHOT_FILES_PER_REQUEST,
      maxFileBytes: MAX_SHOT_FILE_BYTES,
    },
    response: bayFileOutcomesSchema,
    status: OK,
  }),
  /**
   * A bay agent's health line (docs/decisions/423-bay-agent-health-line.md), at its start and every minute, with its
   * device key as for shots (401 BAY_KEY_INVALID before the body is read).
   */
  health: defineRoute({
    method: 'POST',
    path: '/api/bay/health',
    access: 'public',
    body: bayHealthReportSchema,
    response: null,
    status: NO_CONTENT,
  }),
  /** Every bay's last health report, for the desk's board. */
  agents: defineRoute({
    method: 'GET',
    path: '/api/desk/bay-agents',
    access: 'desk:bookings',
    response: bayAgentHealthListSchema,
    status: OK,
  }),
  /** The desk's list of a bay's shots of a date that nobody booked. */
  unassigned: defineRoute({
    method: 'GET',
    path: '/api/desk/bay-shots',
    access: 'desk:bookings',
    query: unassignedBayShotsQuerySchema,
    response: unassignedBayShotListSchema,
    status: OK,
  }),
  give: defineRoute({
    method: 'POST',
    path: '/api/desk/bay-shots/give',
    access: 'desk:bookings',
    body: bayShotAssignSchema,
    response: bayShotAssignedSchema,
    status: OK,
  }),
  /** The signed-in member's booking running now and its shots so far ("Live now"). */
  live: defineRoute({
    method: 'GET',
    path: '/api/user/shots/live',
    access: 'shots:read',
    response: liveShotsSchema,
    status: OK,
  }),
} as const;

/** The slice's groups as one object (its probes' type). */
export const SHOTS_API = { shots, bay } as const;

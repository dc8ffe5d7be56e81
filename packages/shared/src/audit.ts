import { z } from 'zod';
import { defineRoute, listQuery, listResponse, type ListFields } from './contract';
import { exportRoute } from './list-export';

/** What an audit entry is about; `personal-data` is an erasure or a retention run. */
export const AUDIT_ENTITY_TYPES = [
  'application',
  'application-note',
  'service',
  'invoice',
  'contact',
  'event',
  'employee',
  'job',
  'client',
  'client-testimonial',
  'key-figures',
  'file',
  'user',
  'company',
  'personal-data',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * `erase`: an Admin erased one person's data; `expire`: the retention job deleted old data;
 * `export`: someone downloaded a list of personal data as CSV (its filters in the details).
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'erase', 'expire', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The name entries made by the server itself carry (the retention job, demo content). */
export const SYSTEM_ACTOR_NAME = 'System';

/** A field's value as the API shows it (amounts in PKR, dates as text, media as names). */
export type AuditValue = string | number | boolean | null | AuditValue[];

export interface AuditFieldChange {
  old: AuditValue;
  new: AuditValue;
}

/** Changed fields by their API name; a created entity has only new values, a deleted one only old. */
export type AuditChanges = Record<string, AuditFieldChange>;

export const auditEntryAttributesSchema = z.object({
  createdAt: z.string(),
  userId: z
    .number()
    .int()
    .nullable()
    .describe(
      'The user who made the change; null when the server made it (retention job, demo content)',
    ),
  username: z.string().describe('The username at the time of the change'),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z
    .record(z.string(), z.object({ old: z.unknown(), new: z.unknown() }))
    .describe('Field → {old, new}; only the fields that changed'),
  details: z
    .record(z.string(), z.unknown())
    .describe('Facts that are not field changes: bulk size, counts of an erasure or retention run'),
  redactedAt: z
    .string()
    .nullable()
    .describe('When the values were erased together with the personal data they described'),
});
export type AuditEntryAttributes = Omit<
  z.infer<typeof auditEntryAttributesSchema>,
  'changes' | 'details'
> & {
  changes: AuditChanges;
  details: Record<string, AuditValue>;
};

/** What `GET /api/audit-log` may filter and sort by. */
export const AUDIT_LIST_FIELDS = {
  attributes: {
    id: 'id',
    createdAt: 'timestamp',
    userId: 'id',
    username: 'string',
    entityType: 'string',
    entityId: 'id',
    action: 'string',
    redactedAt: 'timestamp',
  },
} as const satisfies ListFields;

/** The audit trail of admin changes, for Admins only. */
export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/api/audit-log',
    access: 'Admin',
    tag: 'Audit log',
    summary: 'List the audit trail of admin changes, newest first (Admin)',
    description:
      'Who (user id and the username at the time), what (entity type and id, action, each changed field with its old and new value) and when.',
    querystring: listQuery(AUDIT_LIST_FIELDS),
    response: { 200: listResponse(auditEntryAttributesSchema) },
  }),
  export: exportRoute({
    url: '/api/audit-log',
    access: 'Admin',
    tag: 'Audit log',
    rows: 'audit log',
    fields: AUDIT_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['createdAt', 'Time'],
      ['userId', 'User ID'],
      ['username', 'User'],
      ['entityType', 'Entity type'],
      ['entityId', 'Entity ID'],
      ['action', 'Action'],
      ['redactedAt', 'Redacted at'],
    ],
  }),
};

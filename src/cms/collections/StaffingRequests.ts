import type { FieldBeforeExportHook } from '@payloadcms/plugin-import-export/types'
import type { CollectionConfig } from 'payload'

import { isEditor } from '@/data/access'
import { setStaffingRetentionDate } from '@/forms/retention'
import { setStaffingOwner } from '@/forms/staffing-owner'
import { STAFFING_DURATIONS, STAFFING_STATUSES } from '@/forms/staffing-status'
import { nl } from '@/i18n/nl'

const text = nl.employers

/** An export names the sector (read one level deep), not its id. */
const sectorTitle: FieldBeforeExportHook = ({ value }) =>
  value && typeof value === 'object' && 'title' in value ? value.title : (value ?? '')
const exportHook = (hook: FieldBeforeExportHook) => ({ 'plugin-import-export': { hooks: { beforeExport: hook } } })

/**
 * 'Personeel aanvragen': an employer's request for staff, created by the form endpoint through the
 * Local API only. The sector's account manager picks it up; an owner and a status say who and how far.
 */
export const StaffingRequests: CollectionConfig = {
  slug: 'staffingRequests',
  labels: { singular: text.admin.singular, plural: text.admin.plural },
  access: { read: isEditor, create: () => false, update: isEditor, delete: isEditor },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'businessName',
    defaultColumns: ['businessName', 'role', 'headcount', 'sector', 'ownerName', 'status', 'createdAt'],
    listSearchableFields: ['businessName', 'name', 'email', 'role', 'place'],
    description: text.admin.description,
  },
  // AVG: a planned deletion date from the moment the request arrives.
  hooks: { beforeChange: [setStaffingRetentionDate, setStaffingOwner] },
  fields: [
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      defaultValue: 'new',
      required: true,
      index: true,
      options: STAFFING_STATUSES.map((value) => ({ value, label: text.statuses[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      label: text.admin.owner,
      index: true,
      admin: { position: 'sidebar', description: text.admin.ownerDescription },
    },
    {
      // Kept by a hook from the owner: editors cannot read other users, but must see who has it.
      name: 'ownerName',
      type: 'text',
      label: text.admin.ownerName,
      index: true,
      admin: { position: 'sidebar', readOnly: true, components: { Cell: '/cms/admin/OwnerCell#OwnerCell' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'role', type: 'text', label: text.labels.role, required: true },
        { name: 'headcount', type: 'number', label: text.labels.headcount, required: true, min: 1 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          label: text.labels.startDate,
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
        },
        {
          name: 'duration',
          type: 'select',
          label: text.labels.duration,
          required: true,
          options: STAFFING_DURATIONS.map((value) => ({ value, label: text.durations[value] })),
        },
        { name: 'hoursPerWeek', type: 'number', label: text.labels.hoursPerWeek, required: true, min: 1 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'place', type: 'text', label: text.labels.place, required: true },
        {
          name: 'sector',
          type: 'relationship',
          relationTo: 'sectorGroups',
          label: text.admin.requestSector,
          index: true,
          custom: exportHook(sectorTitle),
        },
      ],
    },
    { name: 'requirements', type: 'textarea', label: text.labels.requirements },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: text.labels.name, required: true },
        { name: 'businessName', type: 'text', label: text.labels.businessName, required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: text.labels.email, required: true },
        { name: 'phoneNumber', type: 'text', label: text.labels.phoneNumber, required: true },
      ],
    },
    { name: 'remark', type: 'textarea', label: text.labels.remark },
    {
      name: 'internalNotes',
      type: 'textarea',
      label: text.admin.internalNotes,
      admin: { description: text.admin.internalNotesDescription },
    },
    {
      name: 'deleteAfter',
      type: 'date',
      label: 'Wordt verwijderd na',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: text.admin.deleteAfterDescription },
    },
  ],
}

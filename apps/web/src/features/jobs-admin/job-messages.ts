/** What the Jobs tab tells Staff. */
export const JOB_MESSAGES_UI = {
  created: 'Job added as a draft.',
  saved: 'Job saved.',
  saveFailed: 'The job could not be saved.',
  published: (title: string) => `${title} is published.`,
  unpublished: (title: string) => `${title} is no longer published.`,
  publishFailed: 'The job could not be published or unpublished.',
  moveFailed: 'The job could not be moved.',
  deleted: 'Job deleted.',
  deleteFailed: 'The job could not be deleted.',
  confirmDelete:
    'The job is removed from the Careers page and the Apply form. Applications made for it keep its title.',
  loadFailed: 'Failed to load jobs.',
} as const;

/** What the Services tab tells a person; SPEC.md leaves these failures silent, DESIGN.md does not. */
export const SERVICE_MESSAGES = {
  loadFailed: 'Failed to load services.',
  addFailed: 'Failed to add service.',
  updateFailed: 'Failed to update service.',
  deleteFailed: 'Failed to delete service.',
  added: 'Service added.',
  deleted: 'Service deleted.',
  noServices: 'No services found.',
} as const;

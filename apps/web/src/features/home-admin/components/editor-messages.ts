/** What the add and edit dialog of a home page collection tells a person. */
export function editorMessages(names: { one: string }) {
  return {
    created: `${names.one} added.`,
    saved: `${names.one} saved.`,
    saveFailed: `Failed to save the ${names.one.toLowerCase()}.`,
    waitForUpload: 'Saving is possible once the upload has finished.',
  };
}

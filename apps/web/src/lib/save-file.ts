/**
 * Hands the browser a file to save under `name`, as a link to it clicked once. The file's address
 * is released a little later: some browsers read it only after the click has returned.
 */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

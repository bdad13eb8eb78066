// Forms on screen with unsaved changes, counted across host and remotes (this module is one
// singleton in the console): while there is one, the remote whose page shows it keeps the version
// it was mounted with, so a deploy never swaps code under a half-filled form.

let dirtyForms = 0;

/**
 * Counts one form with unsaved changes until the answered release is called (once; later calls do nothing).
 * @example useEffect(() => (isDirty ? holdUnsavedChanges() : undefined), [isDirty]);
 */
export function holdUnsavedChanges(): () => void {
  dirtyForms += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    dirtyForms -= 1;
  };
}

/** Whether a form on screen has unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms > 0;
}

import { holdUnsavedChanges } from '@haulstop/shared/menu';
import { keepsItsVersion, markRemoteMounted } from './version-hold';

describe('a remote keeps its version while one of its pages on screen has unsaved changes', () => {
  it('only a mounted remote with a dirty form keeps its version, until the form is clean or the page left', () => {
    const leaveReports = markRemoteMounted('reports');
    expect(keepsItsVersion('reports')).toBe(false);
    const clean = holdUnsavedChanges();
    expect(keepsItsVersion('reports')).toBe(true);
    expect(keepsItsVersion('finance')).toBe(false);
    clean();
    clean();
    expect(keepsItsVersion('reports')).toBe(false);
    const dirtyAgain = holdUnsavedChanges();
    leaveReports();
    expect(keepsItsVersion('reports')).toBe(false);
    dirtyAgain();
  });
});

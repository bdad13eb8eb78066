import { publicRemoteModuleAt, remoteModuleAt } from './guard-entry';

describe('the remote page at a path', () => {
  it('a visitor’s public page is the always-allowed remote page (/globaldashboard), loaded without the console', () => {
    expect(publicRemoteModuleAt('/globaldashboard')).toBe('reserve/GlobalDashboard');
  });

  it('a guarded remote page, or an always-allowed host page, is not one', () => {
    expect(remoteModuleAt('/mapDashboard')).toBe('reserve/MapDashboard');
    expect(publicRemoteModuleAt('/mapDashboard')).toBeUndefined();
    expect(publicRemoteModuleAt('/signup')).toBeUndefined();
    expect(publicRemoteModuleAt('/no-such-page')).toBeUndefined();
  });
});

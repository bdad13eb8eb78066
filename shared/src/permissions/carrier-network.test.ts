import { canEditCarrierNetwork, carrierNetworkControls, isCarrierNetworkCheckboxDisabled, showCarrierNetworkSave } from './carrier-network';

describe('carrier network setting — validation reading: Manager or organisation 1 may edit', () => {
  it('the Manager role may edit', () => expect(canEditCarrierNetwork({ role: 'Manager', saasOrgId: 3 })).toBe(true));
  it('the platform organisation (saasOrgId 1) may edit', () => expect(canEditCarrierNetwork({ role: 'admin', saasOrgId: 1 })).toBe(true));
  it('an admin outside organisation 1 may not edit', () => expect(canEditCarrierNetwork({ role: 'admin', saasOrgId: 3 })).toBe(false));
  it('a user outside organisation 1 may not edit', () => expect(canEditCarrierNetwork({ role: 'user', saasOrgId: 3 })).toBe(false));
});

describe('carrier network setting — display reading', () => {
  it('the Save button shows only when the role is not Manager and the saas organisation is 1', () => {
    expect(showCarrierNetworkSave({ role: 'admin', saasOrgId: 1 })).toBe(true);
    expect(showCarrierNetworkSave({ role: 'Manager', saasOrgId: 1 })).toBe(false);
    expect(showCarrierNetworkSave({ role: 'admin', saasOrgId: 3 })).toBe(false);
    expect(showCarrierNetworkSave({ role: 'Manager', saasOrgId: 3 })).toBe(false);
  });
  it('the checkbox is disabled when the role is not Manager and the organisation is not 1', () => {
    expect(isCarrierNetworkCheckboxDisabled({ role: 'admin', saasOrgId: 3 })).toBe(true);
    expect(isCarrierNetworkCheckboxDisabled({ role: 'user', saasOrgId: 3 })).toBe(true);
    expect(isCarrierNetworkCheckboxDisabled({ role: 'admin', saasOrgId: 1 })).toBe(false);
    expect(isCarrierNetworkCheckboxDisabled({ role: 'Manager', saasOrgId: 3 })).toBe(false);
  });
  it('the Manager gets no Save button: the toggle cannot be saved (the inconsistency SPEC §6 records)', () => {
    const manager = { role: 'Manager', saasOrgId: 3 };
    expect(canEditCarrierNetwork(manager)).toBe(true);
    expect(showCarrierNetworkSave(manager)).toBe(false);
  });
});

describe('carrier network card controls — both readings of SPEC §6 apply', () => {
  it("'The Manager gets a disabled toggle': a Manager's checkbox is disabled and no Save shows, though the validation reading lets a Manager edit", () => {
    expect(carrierNetworkControls({ role: 'Manager', saasOrgId: 2 }, true)).toEqual({ showSave: false, checkboxDisabled: true });
    expect(carrierNetworkControls({ role: 'Manager', saasOrgId: 1 }, true)).toEqual({ showSave: false, checkboxDisabled: true });
  });
  it('a non-Manager in organisation 1 who may edit: checkbox enabled and Save shown', () => {
    expect(carrierNetworkControls({ role: 'admin', saasOrgId: 1 }, true)).toEqual({ showSave: true, checkboxDisabled: false });
    expect(carrierNetworkControls({ role: 'user', saasOrgId: 1 }, true)).toEqual({ showSave: true, checkboxDisabled: false });
  });
  it('the checkbox is disabled when the role is not Manager and the organisation is not 1; no Save', () => {
    expect(carrierNetworkControls({ role: 'admin', saasOrgId: 3 }, false)).toEqual({ showSave: false, checkboxDisabled: true });
    expect(carrierNetworkControls({ role: 'user', saasOrgId: 3 }, false)).toEqual({ showSave: false, checkboxDisabled: true });
  });
  it('whatever the display reading says, no Save is offered when the access check refuses the edit', () => {
    expect(carrierNetworkControls({ role: 'admin', saasOrgId: 1 }, false)).toEqual({ showSave: false, checkboxDisabled: true });
  });
});

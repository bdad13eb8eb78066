import { GATE_POLICY_DEFAULTS, gatePolicyOf, validateGatePolicy } from './gate-policy';

describe('gate policy', () => {
  it('accepts the defaults and both ends of each range', () => {
    expect(validateGatePolicy(GATE_POLICY_DEFAULTS)).toEqual({});
    expect(
      validateGatePolicy({ codeVisibleBeforeMinutes: 0, noShowAfterHours: 168, releaseNoShow: false, noShowFeePercent: 0, overstayGraceMinutes: 1440 }),
    ).toEqual({});
  });

  it('names each field out of range, blank or not whole', () => {
    const errors = validateGatePolicy({
      codeVisibleBeforeMinutes: 1441,
      noShowAfterHours: 0,
      releaseNoShow: null,
      noShowFeePercent: '12.5',
      overstayGraceMinutes: '',
    });
    expect(errors.codeVisibleBeforeMinutes?.message).toBe('Minutes must be a whole number from 0 to 1440');
    expect(errors.noShowAfterHours?.message).toBe('Hours must be a whole number from 1 to 168');
    expect(errors.noShowFeePercent?.message).toBe('The fee must be a whole percentage from 0 to 100');
    expect(errors.overstayGraceMinutes?.key).toBe('validation.overstayGraceMinutes');
    expect(errors.releaseNoShow?.key).toBe('validation.chooseOption');
  });

  it('reads typed numbers as numbers', () => {
    expect(
      gatePolicyOf({ codeVisibleBeforeMinutes: '90', noShowAfterHours: '6', releaseNoShow: true, noShowFeePercent: '50', overstayGraceMinutes: '15' }),
    ).toEqual({
      codeVisibleBeforeMinutes: 90,
      noShowAfterHours: 6,
      releaseNoShow: true,
      noShowFeePercent: 50,
      overstayGraceMinutes: 15,
    });
  });
});

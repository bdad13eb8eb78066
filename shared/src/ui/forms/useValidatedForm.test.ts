import { act, renderHook } from '@testing-library/react';
import { validateProfile } from '@haulstop/shared/rules';
import { useValidatedForm } from './useValidatedForm';

const EMPTY = { email: 'a@b.co', firstName: '', lastName: 'Doe' };

describe('dialog form state (SPEC §5 messages)', () => {
  it('shows no message before the first submit, then every message, then follows the typing', () => {
    const { result } = renderHook(() => useValidatedForm(EMPTY, validateProfile));
    act(() => result.current.change('lastName')(''));
    expect(result.current.errors).toEqual({});
    let valid = true;
    act(() => {
      valid = result.current.check();
    });
    expect(valid).toBe(false);
    expect(result.current.errors.firstName?.message).toBe('Enter First Name');
    expect(result.current.errors.lastName?.message).toBe('Enter Last Name');
    act(() => result.current.change('firstName')('Ada'));
    expect(result.current.errors.firstName).toBeUndefined();
    expect(result.current.errors.lastName?.message).toBe('Enter Last Name');
  });

  it('reset forgets the messages and the submit, and sets the values when given', () => {
    const { result } = renderHook(() => useValidatedForm(EMPTY, validateProfile));
    act(() => void result.current.check());
    act(() => result.current.reset({ ...EMPTY, firstName: 'Ada' }));
    expect(result.current.errors).toEqual({});
    expect(result.current.values.firstName).toBe('Ada');
    act(() => result.current.change('lastName')(''));
    expect(result.current.errors).toEqual({});
  });
});

import { act, renderHook } from '@testing-library/react';
import { hasUnsavedChanges } from '@haulstop/shared/menu';
import { validateProfile } from '@haulstop/shared/rules';
import { SERVER_MESSAGE } from './shown-error';
import { useValidatedForm } from './useValidatedForm';

const EMPTY = { email: 'a@b.co', firstName: '', lastName: 'Doe' };

describe('dialog form state', () => {
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

describe('a kit field bound to the form', () => {
  it('field(name) hands the field its name, value and rule message, and its change handler changes that value', () => {
    const { result } = renderHook(() => useValidatedForm(EMPTY, validateProfile));
    expect(result.current.field('firstName')).toMatchObject({ name: 'firstName', value: '', error: undefined });
    act(() => void result.current.check());
    expect(result.current.field('firstName').error?.message).toBe('Enter First Name');
    act(() => result.current.field('firstName').onChange('Ada'));
    expect(result.current.field('firstName')).toMatchObject({ name: 'firstName', value: 'Ada', error: undefined });
    expect(result.current.values.firstName).toBe('Ada');
  });
});

describe("the server's message about a field (errorField)", () => {
  it('shows under that field as it is, and goes when the field is typed in after a submit', () => {
    const { result } = renderHook(() => useValidatedForm({ ...EMPTY, firstName: 'Ada' }, validateProfile));
    act(() => void result.current.check());
    let shown = false;
    act(() => {
      shown = result.current.serverError('email', 'Ce courriel est déjà utilisé par un autre compte');
    });
    expect(shown).toBe(true);
    expect(result.current.errors.email).toEqual({ key: SERVER_MESSAGE, message: 'Ce courriel est déjà utilisé par un autre compte' });
    act(() => result.current.change('email')('b@c.co'));
    expect(result.current.errors.email).toBeUndefined();
  });

  it('goes when that field is changed, also before any submit of this form (a refusal handed over from another step)', () => {
    const { result } = renderHook(() => useValidatedForm(EMPTY, validateProfile));
    act(() => void result.current.serverError('email', 'Taken'));
    act(() => result.current.change('lastName')('Roe'));
    expect(result.current.errors.email).toEqual({ key: SERVER_MESSAGE, message: 'Taken' });
    act(() => result.current.change('email')('other@b.co'));
    expect(result.current.errors).toEqual({});
  });

  it("maps the API's JSON name to the form's field; a field the form lacks is not taken", () => {
    const { result } = renderHook(() => useValidatedForm(EMPTY, validateProfile, { fieldOf: { loginId: 'email' } }));
    let shown: boolean[] = [];
    act(() => {
      shown = [result.current.serverError('loginId', 'Taken'), result.current.serverError('orgId', 'Unknown')];
    });
    expect(shown).toEqual([true, false]);
    expect(result.current.errors).toEqual({ email: { key: SERVER_MESSAGE, message: 'Taken' } });
  });
});

describe('a form with unsaved changes holds its remote at the version it was mounted with', () => {
  it('counts as unsaved while dirty, and no longer once reset or unmounted', () => {
    const { result, unmount } = renderHook(() => useValidatedForm(EMPTY, validateProfile));
    expect(hasUnsavedChanges()).toBe(false);
    act(() => result.current.change('firstName')('Ada'));
    expect(hasUnsavedChanges()).toBe(true);
    act(() => result.current.reset({ ...EMPTY, firstName: 'Ada' }));
    expect(hasUnsavedChanges()).toBe(false);
    act(() => result.current.change('lastName')('Lovelace'));
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});

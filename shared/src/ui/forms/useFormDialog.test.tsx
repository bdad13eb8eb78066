import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import { validateProfile } from '@haulstop/shared/rules';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, TestProviders } from '@haulstop/shared/testing';
import { SERVER_MESSAGE } from './shown-error';
import { useFormDialog } from './useFormDialog';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
beforeEach(() => sessionStore.setState({ token: 'T', saasOrgId: 2, language: 'en' }));
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

type Values = { email: string; firstName: string; lastName: string };
type Person = Values & { personId: number };
const EMPTY: Values = { email: '', firstName: '', lastName: '' };
const STORED: Person = { personId: 4, email: 'ada@example.com', firstName: 'Ada', lastName: 'King' };
const STALE = ['people'];
const { personId: _id, ...STORED_VALUES } = STORED;

/** A dialog over a fake API that answers `answer`, open for the stored person. */
function renderDialog(answer: () => { status?: number; data: unknown }) {
  const fake = fakeAdapter(answer);
  apiClient.defaults.adapter = fake.adapter;
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const hook = renderHook(
    ({ open, person }: { open: boolean; person: Person | null }) => ({
      client: useQueryClient(),
      ...useFormDialog<Values, keyof Values, Person>({
        open,
        onClose,
        empty: EMPTY,
        rules: validateProfile,
        load: () => (person ? STORED_VALUES : EMPTY),
        loadKey: person?.personId ?? null,
        save: async (values) => (await apiClient.put<Person>('/api/people/4', values)).data,
        invalidates: [STALE],
        successMessage: 'Saved',
        onSaved,
      }),
    }),
    { wrapper: TestProviders, initialProps: { open: true, person: STORED as Person | null } },
  );
  return { ...hook, fake, onClose, onSaved };
}

const refusal = (errorField: string) => () => ({
  status: 400,
  data: { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'That e-mail is taken', errorField },
});

describe('a form dialog', () => {
  it("opens with the record's values, and again with the new record's (or empty) when it opens for another", () => {
    const { result, rerender } = renderDialog(() => ({ data: STORED }));
    expect(result.current.values).toEqual(STORED_VALUES);
    expect(result.current.field('firstName')).toMatchObject({ name: 'firstName', value: 'Ada', error: undefined });
    act(() => result.current.change('firstName')('Typed'));
    rerender({ open: false, person: STORED });
    rerender({ open: true, person: null });
    expect(result.current.values).toEqual(EMPTY);
  });

  it('sends nothing while the shared rule refuses, and shows its message under the field', () => {
    const { result, fake } = renderDialog(() => ({ data: STORED }));
    act(() => result.current.change('firstName')(''));
    act(() => result.current.submit());
    expect(result.current.field('firstName').error?.message).toBe('Enter First Name');
    expect(fake.calls).toEqual([]);
  });

  it('saves the values, makes the named cache stale, toasts, tells the saved record and closes', async () => {
    const success = jest.spyOn(toast, 'success');
    const { result, fake, onClose, onSaved } = renderDialog(() => ({ data: { ...STORED, lastName: 'Byron' } }));
    const cached = ['org', 2, 'people', 'list'];
    act(() => result.current.client.setQueryData(cached, ['old']));
    act(() => result.current.change('lastName')('Byron'));
    act(() => result.current.submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.calls.map((call) => call.data)).toEqual([{ ...STORED_VALUES, lastName: 'Byron' }]);
    expect(onSaved).toHaveBeenCalledWith({ ...STORED, lastName: 'Byron' });
    expect(result.current.client.getQueryState(cached)?.isInvalidated).toBe(true);
    expect(success).toHaveBeenCalledWith('Saved', undefined);
  });

  it("shows the API's refusal about a field under that field, keeps what was typed and stays open, without a toast", async () => {
    const error = jest.spyOn(toast, 'error');
    const { result, onClose } = renderDialog(refusal('email'));
    act(() => result.current.change('email')('taken@example.com'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.field('email').error).toEqual({ key: SERVER_MESSAGE, message: 'That e-mail is taken' }));
    expect(result.current.values.email).toBe('taken@example.com');
    expect(onClose).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('toasts a refusal about a field the form does not have, and stays open', async () => {
    const error = jest.spyOn(toast, 'error');
    const { result, onClose } = renderDialog(refusal('enabled'));
    act(() => result.current.submit());
    await waitFor(() => expect(error).toHaveBeenCalledWith('That e-mail is taken', undefined));
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.values).toEqual(STORED_VALUES);
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { RULE_LIMITS, validateProfile, type ProfileField, type ProfileValues } from '@haulstop/shared/rules';
import { makeTestI18n, renderWithUi } from '../data/test-utils';
import { UiProvider } from '../UiProvider';
import { FormField } from './FormField';
import { rulesResolver } from './rules-resolver';
import { TextareaField } from './TextareaField';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

type Profile = Required<{ [K in keyof ProfileValues]: string }>;

/** A page-sized form written the way the domain screens will: react-hook-form + the shared rules. */
function ProfileForm({ onSave }: { onSave: (v: Profile) => void }) {
  const { register, handleSubmit, formState } = useForm<Profile>({
    defaultValues: { email: 'a@b.co', firstName: '', lastName: 'Doe' },
    resolver: rulesResolver<Profile, ProfileField>(validateProfile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const first = formState.errors.firstName;
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <label htmlFor="firstName">First name</label>
      <input id="firstName" {...register('firstName')} />
      {first ? <p role="alert">{first.message}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('rulesResolver: react-hook-form runs the shared rules', () => {
  it('no message before the first submit; the rule message on submit; it clears as the field is fixed', async () => {
    const onSave = jest.fn();
    render(<ProfileForm onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter First Name');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ email: 'a@b.co', firstName: 'Ada', lastName: 'Doe' }, expect.anything()));
  });
});

describe('kit fields', () => {
  it('a field shows its rule message translated (t(key)) and is marked invalid', () => {
    renderWithUi(
      <FormField name="firstName" label="First name" value="" onChange={jest.fn()} error={{ key: 'validation.enterFirstName', message: 'untranslated' }} />,
      { language: 'fr' },
    );
    const input = screen.getByLabelText('First name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(makeTestI18n('fr').t('validation.enterFirstName'))).toHaveLength(1);
    expect(screen.queryByText('untranslated')).toBeNull();
  });
  it(`instructions (≤ ${RULE_LIMITS.instructionsMax} characters) get a live counter and the limit as maxLength`, () => {
    renderWithUi(<TextareaField name="instructions" label="Instructions" value="Gate 4" onChange={jest.fn()} maxLength={RULE_LIMITS.instructionsMax} />);
    expect(screen.getAllByText('6 / 1000')).toHaveLength(1);
    expect(screen.getByLabelText('Instructions').getAttribute('maxLength')).toBe('1000');
  });
});

// jsdom has no fetch Request, which the data router builds for each navigation: the little it reads.
class MinimalRequest {
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  constructor(
    readonly url: string,
    init?: { method?: string; signal?: AbortSignal },
  ) {
    this.method = init?.method ?? 'GET';
    this.signal = init?.signal;
  }
}
beforeAll(() => {
  globalThis.Request ??= MinimalRequest as unknown as typeof Request;
});

function Editor({ dirty, confirm }: { dirty: boolean; confirm: (m: string) => boolean }) {
  useUnsavedChangesPrompt(dirty, confirm);
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/elsewhere')}>Leave</button>;
}

function renderEditor(dirty: boolean, confirm: (m: string) => boolean) {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor dirty={dirty} confirm={confirm} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(
    <I18nextProvider i18n={makeTestI18n()}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('useUnsavedChangesPrompt: unsaved changes are not lost silently', () => {
  it('leaving a dirty form asks first, with the translated question, and staying keeps the page', async () => {
    const confirm = jest.fn(() => false);
    const router = renderEditor(true, confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page and lose them?'));
    expect(router.state.location.pathname).toBe('/editor');
  });
  it('answering yes leaves', async () => {
    const router = renderEditor(true, () => true);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect((await screen.findByText('Elsewhere')).tagName).toBe('P');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
  it('a clean form leaves without asking', async () => {
    const confirm = jest.fn(() => false);
    renderEditor(false, confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect((await screen.findByText('Elsewhere')).tagName).toBe('P');
    expect(confirm).not.toHaveBeenCalled();
  });
  it('a dirty form asks the browser before the tab closes (beforeunload is cancelled)', () => {
    renderEditor(true, () => true);
    const event = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
  });
});

import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { testI18n } from '@haulstop/shared/testing';
import { PublicRemotePage } from './public-remote-page';

// The page's code never arrives here: the test is about what the frame does during the guard's wait.
jest.mock('../federation/load-remote-page', () => ({ loadRemotePage: () => new Promise(() => undefined) }));

describe("a visitor's public page (/globaldashboard)", () => {
  const load = jest.fn((font: string) => Promise.resolve([font]));
  beforeAll(() => Object.defineProperty(document, 'fonts', { configurable: true, value: { load } }));
  afterAll(() => Reflect.deleteProperty(document, 'fonts'));

  it("asks for the console's medium and semibold Poppins during the guard's wait, so the page is not laid out and drawn again in them once shown", () => {
    render(
      <I18nextProvider i18n={testI18n()}>
        <MemoryRouter initialEntries={['/globaldashboard']}>
          <PublicRemotePage id="reserve/GlobalDashboard" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(load.mock.calls.map(([font]) => font)).toEqual(['500 12px Poppins', '600 12px Poppins']);
  });
});
